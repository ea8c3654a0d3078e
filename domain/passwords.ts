/**
 * The shortest password a person may choose (an employee's, a reset one): at least as strict as the sign-in form
 * (6), which only checks what it is given.
 */
export const PASSWORD_MIN = 8;
