export { bookingLink, LINK_ORDER, type LinkList, type NavLink } from './nav-links.ts';
