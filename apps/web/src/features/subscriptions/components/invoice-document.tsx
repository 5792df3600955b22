import { Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { rupees, type Invoice } from '@reelhouse/contracts/payments';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { dateFormat } from '../../../shared/i18n/intl-formats';
import '../routes/invoice-page.css';

/** A state as GST invoices name it (in English, with its code), or "outside India". */
function StateName({ place }: { place: { code: string; name: string | null } }) {
  const { t } = useTranslation('plans');
  if (!place.name) return <>{t('invoice.outsideIndia')}</>;
  return (
    <bdi lang="en">
      {place.name} ({place.code})
    </bdi>
  );
}

/**
 * A numbered GST invoice laid out to print, with a way back and a print button (off paper); the
 * member's page and the operator console show the same document.
 */
export function InvoiceDocument({ invoice: data, back }: { invoice: Invoice; back: { to: string; label: string } }) {
  const { t } = useTranslation('plans');
  const locale = useLocaleTag();
  const date = (iso: string) => dateFormat(locale, { dateStyle: 'long' }).format(new Date(iso));
  const money = (paise: number) => <span dir="ltr">₹{rupees(paise)}</span>;
  return (
    <div className="container-xxl invoice-page">
      <div className="invoice-page__tools">
        <Link to={back.to}>{back.label}</Link>
        <button type="button" className="btn btn-accent" onClick={() => window.print()}>
          <Printer aria-hidden size={18} />
          {t('invoice.print')}
        </button>
      </div>
      <article className="invoice surface-card" aria-labelledby="invoice-title">
        <header className="invoice__head">
          <div>
            <h1 id="invoice-title" className="invoice__title">
              {t('invoice.heading')}
            </h1>
            <p className="invoice__number">
              <span dir="ltr">{data.number}</span>
            </p>
            {data.refunded && <p className="invoice__refunded">{t('invoice.refunded')}</p>}
          </div>
          <dl className="invoice__meta">
            <div>
              <dt>{t('invoice.date')}</dt>
              <dd>{date(data.issuedAt)}</dd>
            </div>
            <div>
              <dt>{t('payment.transactionId')}</dt>
              <dd>
                <span dir="ltr">{data.merchantTransactionId}</span>
              </dd>
            </div>
          </dl>
        </header>
        <div className="invoice__parties">
          <section>
            <h2>{t('invoice.seller')}</h2>
            <p>{data.seller.name}</p>
            {data.seller.address && <p>{data.seller.address}</p>}
            {data.seller.gstin && (
              <p>
                {t('invoice.gstin')}: <span dir="ltr">{data.seller.gstin}</span>
              </p>
            )}
            {data.gst && (
              <p>
                {t('invoice.state')}: <StateName place={data.gst.sellerState} />
              </p>
            )}
          </section>
          <section>
            <h2>{t('invoice.buyer')}</h2>
            {data.buyer.name && <p>{data.buyer.name}</p>}
            <p>
              <span dir="ltr">{data.buyer.mobile}</span>
            </p>
            {data.gst && (
              <p>
                {t('invoice.placeOfSupply')}: <StateName place={data.gst.placeOfSupply} />
              </p>
            )}
          </section>
        </div>
        <table className="invoice__lines">
          <thead>
            <tr>
              <th scope="col">{t('invoice.description')}</th>
              <th scope="col">{t('invoice.amount')}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>
                {data.upgradedFrom
                  ? t('invoice.upgradeLine', { plan: data.planName, from: data.upgradedFrom })
                  : t('invoice.line', { plan: data.planName })}
                <br />
                <small>{t('invoice.period', { from: date(data.periodStart), to: date(data.periodEnd) })}</small>
              </td>
              <td>{money(data.basePaise)}</td>
            </tr>
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('invoice.taxable')}</th>
              <td>{money(data.basePaise)}</td>
            </tr>
            {data.gst ? (
              data.gst.taxes.map((tax) => (
                <tr key={tax.label}>
                  <th scope="row">{t('invoice.tax', { label: tax.label, rate: tax.percent })}</th>
                  <td>{money(tax.paise)}</td>
                </tr>
              ))
            ) : (
              <tr>
                <th scope="row">{t('gst', { rate: data.gstPercent })}</th>
                <td>{money(data.gstPaise)}</td>
              </tr>
            )}
            <tr className="invoice__total">
              <th scope="row">{t('invoice.total')}</th>
              <td>{money(data.totalPaise)}</td>
            </tr>
          </tfoot>
        </table>
        <p className="invoice__note">{t('invoice.note')}</p>
      </article>
    </div>
  );
}
