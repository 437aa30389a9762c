/** The links' and booking action's names, for the components and tests that import them from here. */
export { bookingLink, LINK_ORDER, type LinkList, type NavLink } from './nav-links.ts';
