// What other features may use of the newsletter; everything else in it is private.
export { NewsletterBox } from './components/newsletter-box';
