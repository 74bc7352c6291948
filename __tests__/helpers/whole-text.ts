/**
 * A Testing Library matcher for a text drawn across elements, as a date or a name isolated inside a
 * sentence is ('Next clinic day: <bdi>08-12-2026</bdi>'): the innermost element whose whole text it is.
 */
export const wholeText = (text: string) => (_content: string, element: Element | null) =>
  element !== null &&
  element.textContent === text &&
  [...element.children].every((child) => child.textContent !== text);
