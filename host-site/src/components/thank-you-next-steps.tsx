// The thank-you page's next steps and calendar buttons (spec §2), a section designers review on its own.
import { thankYou } from '../content/thank-you.ts';

export function ThankYouNextSteps() {
  return (
    <>
      <section className="panel" aria-labelledby="next-steps-title">
        <h2 id="next-steps-title">{thankYou.nextStepsTitle}</h2>
        <ol className="steps">
          {thankYou.nextSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <section className="panel" aria-labelledby="calendar-title">
        <h2 id="calendar-title">{thankYou.calendarTitle}</h2>
        <div className="actions">
          <a className="cta" href={thankYou.webCalendarUrl} target="_blank" rel="noopener noreferrer">
            {thankYou.webCalendarLabel}
          </a>
          <a className="cta cta--secondary" href={thankYou.icsUrl} download={thankYou.icsFileName}>
            {thankYou.icsLabel}
          </a>
        </div>
      </section>
    </>
  );
}
