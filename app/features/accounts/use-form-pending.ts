import { useLocation, useNavigation } from "react-router";

/**
 * True from the moment this page's form is posted until the answer is shown (or the redirect that
 * follows it has loaded), so the submit button can say what is happening.
 */
export function useFormPending(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  if (navigation.state === "idle" || navigation.formMethod?.toUpperCase() !== "POST") return false;
  const action = navigation.formAction ?? "";
  return new URL(action, "http://page.invalid").pathname === location.pathname;
}
