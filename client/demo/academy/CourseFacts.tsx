import type { CourseCategory } from "../../../domain/demo/academy.ts";
import { t } from "../../kit/i18n/index.ts";
import { ColorBadge } from "../../kit/ui/ColorBadge.tsx";
import { duration } from "./courses.ts";

/** A course's category as a badge in the category's colour. */
export function CategoryBadge({ category }: { category?: CourseCategory }) {
  if (!category) return null;
  return (
    <ColorBadge color={category.color} size="badge-sm" testId="course-category">{category.label}</ColorBadge>
  );
}

/** A length in minutes, as hours and minutes in the reader's language. */
export function lengthText(minutes: number): string {
  const { hours, minutes: rest } = duration(minutes);
  if (hours === 0) return t("academyApp.minutes", { minutes: rest });
  if (rest === 0) return t("academyApp.hours", { hours });
  return t("academyApp.hoursMinutes", { hours, minutes: rest });
}
