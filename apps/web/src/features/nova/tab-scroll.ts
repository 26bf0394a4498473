/** The least sideways scroll that shows a tab whole (`left` and `width` within the row of tabs). */
export function visibleScrollLeft(scrollLeft: number, viewWidth: number, left: number, width: number): number {
  if (left < scrollLeft) return left;
  if (left + width > scrollLeft + viewWidth) return left + width - viewWidth;
  return scrollLeft;
}
