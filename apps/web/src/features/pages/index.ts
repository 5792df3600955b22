// What other features may use of the information pages; everything else in it is private.
export { useBrandValues } from './brand-values';
export { FaqQuestions } from './components/faq-questions';
export { LegalSections } from './components/legal-sections';
