/**
 * Step 1: the human check, the code field and the present box to open the gift (spec 2 and 5).
 * The field keeps what is typed in this step's own state and hands it to the flow (which stores
 * it for a reload) a moment after the last key, when the field loses focus, when the page is
 * hidden and before the gift is opened: a key press redraws the field and the button under it,
 * not the whole flow.
 */

import { MIN_CODE_ENTRY_LENGTH, normalizeRedemptionCode } from '@littlegivers/shared/contract/redemption-code';
import type { AcceptedRedemption } from '@littlegivers/shared/contract/schemas/redemption';
import { $runtimeConfig } from '@littlegivers/shared/web/bus';
import { StepHeading } from '@littlegivers/shared/web/ui/StepHeading';
import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { presentBoxImage } from '../../../assets/images';
import { FunIdeasTile } from '../../../components/FunIdeasTile';
import { regroupCodeInput } from '../code-input';
import { type RedeemCodeOutcome, useRedeemCode } from '../hooks/use-redeem-code';
import { codeMessages, givenToBackupMessage } from '../messages';
import { HumanCheck, type HumanCheckHandle, type HumanCheckStage } from './HumanCheck';

interface CodeEntryStepProps {
  code: string;
  onCodeChange: (code: string) => void;
  onAccepted: (redemption: AcceptedRedemption) => void;
  onPreview: () => void;
  focusHeading: boolean;
}

type Problem = Exclude<RedeemCodeOutcome['kind'], 'accepted' | 'given-to-backup'>;
type BackupGift = Extract<RedeemCodeOutcome, { kind: 'given-to-backup' }>;

/** How long after the last key the flow is told the code (and stores it). */
const REPORT_AFTER_MS = 400;

/**
 * The field's own copy of the code: `typed` changes on each key; the flow hears of it
 * `REPORT_AFTER_MS` after the last one, on 'pagehide' and whenever `report` is called. A code the
 * flow changes itself (a card's link, starting over) replaces what the field shows.
 */
function useTypedCode(code: string, onCodeChange: (code: string) => void) {
  const [typed, setTyped] = useState(code);
  const [flowCode, setFlowCode] = useState(code);
  const reported = useRef(code);
  const latest = useRef({ typed, onCodeChange });
  latest.current = { typed, onCodeChange };
  if (code !== flowCode) {
    setFlowCode(code);
    if (code !== reported.current) {
      reported.current = code;
      setTyped(code);
    }
  }

  const report = () => {
    const { typed: value, onCodeChange: tell } = latest.current;
    if (value === reported.current) return;
    reported.current = value;
    tell(value);
  };
  const reportRef = useRef(report);
  reportRef.current = report;

  useEffect(() => {
    if (typed === reported.current) return;
    const timer = window.setTimeout(() => reportRef.current(), REPORT_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);

  useEffect(() => {
    // Stored before a reload or a visit elsewhere: the flow's own effect writes it, so synchronously.
    const onHide = () => flushSync(() => reportRef.current());
    window.addEventListener('pagehide', onHide);
    return () => window.removeEventListener('pagehide', onHide);
  }, []);

  return { typed, setTyped, report };
}

export function CodeEntryStep({ code, onCodeChange, onAccepted, onPreview, focusHeading }: CodeEntryStepProps) {
  const { debug } = useStore($runtimeConfig);
  const { typed, setTyped, report } = useTypedCode(code, onCodeChange);
  const [captcha, setCaptcha] = useState<string | null>(null);
  /** The human check wakes when the child starts to use the page. */
  const [checkStage, setCheckStage] = useState<HumanCheckStage>('asleep');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [backupGift, setBackupGift] = useState<BackupGift | null>(null);
  const humanCheck = useRef<HumanCheckHandle>(null);
  const input = useRef<HTMLInputElement>(null);
  /** Where the caret goes once the grouped value is in the field. */
  const caret = useRef<number | null>(null);
  const mutation = useRedeemCode();
  const ids = useId();
  const fieldId = `${ids}-code`;
  const helpId = `${ids}-help`;
  const errorId = `${ids}-error`;
  const hintId = `${ids}-hint`;

  useLayoutEffect(() => {
    const field = input.current;
    if (caret.current === null || !field || document.activeElement !== field) return;
    // Typing at the end leaves the caret where it belongs: no selection change to lay out.
    if (field.selectionStart !== caret.current || field.selectionEnd !== caret.current)
      field.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [typed]);

  const humanChecked = debug || captcha !== null;
  /** A code the server did not accept: unknown, or the code of a gift already opened. */
  const codeProblem = problem === 'wrong-code' || problem === 'spent-code';
  const longEnough = normalizeRedemptionCode(typed).length >= MIN_CODE_ENTRY_LENGTH;
  const canOpen = humanChecked && longEnough && !mutation.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canOpen) return;
    report();
    setProblem(null);
    setBackupGift(null);
    mutation.mutate(
      { code: typed, captcha: debug ? null : captcha },
      {
        onSuccess: (outcome) => {
          if (outcome.kind === 'accepted') {
            onAccepted(outcome.redemption);
            return;
          }
          if (outcome.kind === 'given-to-backup') setBackupGift(outcome);
          else setProblem(outcome.kind);
          // Each proof is good for one try: the widget solves a fresh one on its own.
          if (!debug) humanCheck.current?.renew();
        },
      },
    );
  };

  const hint = !humanChecked
    ? checkStage === 'asleep'
      ? 'tap your code box to start, then open your gift'
      : 'wait for the "not a robot" box above to tick, then open your gift'
    : !longEnough
      ? 'type your code, then open your gift'
      : null;

  return (
    <section className="redeem-step redeem-step--code" aria-labelledby={`${ids}-title`}>
      <StepHeading id={`${ids}-title`} className="redeem-step__title" focusOnMount={focusHeading}>
        you have a gift to give!
      </StepHeading>
      <p className="redeem-lead">
        someone special gave you a gift: you get to choose a charity, and they will get the money to help. let's open
        it!
      </p>

      <form className="redeem-code-form lg-card" onSubmit={submit} noValidate>
        {debug ? null : <HumanCheck ref={humanCheck} onChange={setCaptcha} onStageChange={setCheckStage} />}

        <div className="lg-field redeem-code-field">
          <label htmlFor={fieldId}>your secret code</label>
          <p id={helpId} className="redeem-hint">
            you can find it on your token. it looks like ABCD-1234-EFGH-5678 (small letters and spaces are fine)
          </p>
          <input
            id={fieldId}
            name="redemptionCode"
            className="redeem-code-input"
            ref={input}
            value={typed}
            onChange={(event) => {
              const field = event.target;
              const inputType = (event.nativeEvent as InputEvent).inputType;
              const next = regroupCodeInput(field.value, field.selectionEnd ?? field.value.length, typed, inputType);
              caret.current = next.caret;
              setTyped(next.value);
              if (codeProblem) setProblem(null);
            }}
            onBlur={report}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            aria-invalid={codeProblem}
            aria-describedby={codeProblem ? `${errorId} ${helpId}` : helpId}
          />
          {codeProblem ? (
            <p id={errorId} className="lg-field-error redeem-code-error" role="alert">
              {problem === 'spent-code' ? codeMessages.spentCode : codeMessages.wrongCode}
            </p>
          ) : null}
        </div>

        <button
          type="submit"
          className="redeem-present"
          disabled={!canOpen}
          aria-describedby={hint ? hintId : undefined}
          aria-busy={mutation.isPending}
        >
          <img src={presentBoxImage} alt="" width={120} height={112} />
          <span>{mutation.isPending ? 'opening your gift...' : 'open my gift'}</span>
        </button>
        {hint ? (
          <p id={hintId} className="redeem-hint redeem-present-hint">
            {hint}
          </p>
        ) : null}

        {backupGift ? (
          <div className="lg-card redeem-backup-gift" role="status">
            <p>{givenToBackupMessage(backupGift)}</p>
          </div>
        ) : null}

        {problem === 'failed' || problem === 'rate-limited' ? (
          <div className="lg-alert" role="alert">
            <p>{problem === 'failed' ? codeMessages.failed : codeMessages.rateLimited}</p>
          </div>
        ) : null}
      </form>

      <div className="redeem-extras">
        <div className="redeem-preview-box lg-card">
          <p>are you a grown-up who wants to see how this works?</p>
          <button
            type="button"
            className="lg-button lg-button--secondary"
            onClick={() => {
              report();
              onPreview();
            }}
          >
            click here to preview
          </button>
        </div>
        <FunIdeasTile />
      </div>
    </section>
  );
}
