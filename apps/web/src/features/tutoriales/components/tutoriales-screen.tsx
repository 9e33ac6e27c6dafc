/** Placeholder until its helper lands the screen (issue 17). */
export function TutorialesScreen() {
  return null;
}
