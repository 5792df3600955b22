import type { ContentPage } from '@reelhouse/contracts/content-pages';
import './legal-document.css';

/**
 * A policy's numbered sections, as the site shows them and the console previews them. Sections
 * have no id of their own: their place is what the contents list links to, so it is their key.
 */
export function LegalSections({ sections }: Pick<ContentPage, 'sections'>) {
  return sections.map((section, index) => (
    <section key={index} id={`section-${index + 1}`} className="legal-page__section">
      <h2>
        <span className="legal-page__number">{index + 1}.</span> {section.title}
      </h2>
      {section.paragraphs.map((paragraph, line) => (
        <p key={line}>{paragraph}</p>
      ))}
    </section>
  ));
}
