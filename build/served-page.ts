/** The template's root element and the app's root; a served page names its own language and direction. */
const HTML_TAG = '<html lang="en" dir="ltr">';
const ROOT_TAG = '<div id="root"></div>';

/**
 * A page served with its form in the HTML (the staff sign-in's, the portal's): the template's `#root` becomes the
 * form in `#shell` and the app's hidden `#root` beside it (client/kit/prerendered.ts), in the page's language.
 */
export function servedPage(
  template: string,
  { markup, lang, dir }: { markup: string; lang: string; dir: string },
) {
  const body = template.replace(HTML_TAG, `<html lang="${lang}" dir="${dir}">`)
    .replace(ROOT_TAG, `<div id="shell">${markup}</div><div id="root" hidden></div>`);
  if (!body.includes('<div id="shell">') || !body.includes(`<html lang="${lang}"`)) {
    throw new Error(`the page's template has no ${HTML_TAG} or no ${ROOT_TAG}`);
  }
  return body;
}
