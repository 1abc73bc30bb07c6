/**
 * Navigation for code that runs outside React (the API client's 401 rule).
 * The app registers the router's navigate at start-up; tests register a spy.
 */
type Navigate = (to: string) => void;

let navigateImpl: Navigate = (to) => window.location.assign(to);

export function setNavigator(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string): void {
  navigateImpl(to);
}

/** A whole page load of a page the server serves (not a route of this app); tests spy on it. */
export const documentNavigation = {
  assign: (url: string) => window.location.assign(url),
};
