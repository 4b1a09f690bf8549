import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button, PageSpinner } from '#web/components/ui';
import { useApiClient } from '#web/lib/use-api-client';
import { useAnalysis } from '../hooks/use-analysis';
import { useCoachAnnouncement } from '../hooks/use-coach-announcement';
import { useCoachChat } from '../hooks/use-coach-chat';
import { useLongPaste } from '../hooks/use-long-paste';
import type { CoachProfile } from '../hooks/use-coach-profile';
import type { Connection } from '../hooks/use-connection-status';
import type { CleanReply } from '../lib/clean-reply';
import { COACH_TEXT } from '../texts';
import { AnalyzePanel } from './AnalyzePanel';
import { ChatPanel } from './ChatPanel';
import { ConnectionBadge } from './ConnectionBadge';
import { ConnectionBanner } from './ConnectionBanner';
import { ModeTabs, panelId, tabId, type CoachMode } from './ModeTabs';
import { IndependenceNotice } from '#web/components/independence-notice';
import { PersonPicker, SaveCounterparts, type ChosenPerson } from '#web/components/people';
import { ProfileSummary } from './ProfileSummary';

interface CoachScreenProps {
  connection: Connection;
  profile: CoachProfile & { recheck: () => void };
  /** The signed-in user's display name, if any. */
  userName: string | null;
}

/** docs/product.md#s2 AI Coach: status, profile summary, Start Over, the two modes and the banner. */
export function CoachScreen({ connection, profile, userName }: CoachScreenProps) {
  const client = useApiClient();
  const idPrefix = useId();
  const [mode, setMode] = useState<CoachMode>('analyze');
  const chatInputRef = useRef<HTMLTextAreaElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // Where focus goes once the screen itself has switched to chat.
  const focusOnSwitch = useRef<'input' | 'reply' | null>(null);
  // Ours (docs/decisions/0103-people-screens.md): "Who is this with?", for analysis and chat alike.
  const [person, setPerson] = useState<ChosenPerson | null>(null);
  const chat = useCoachChat({ client, profile: profile.profile, connection, person });
  const { seed, addFailure } = chat;
  const [analysisBusy, setAnalysisBusy] = useState(false);
  const announcement = useCoachAnnouncement({
    messages: chat.messages,
    sending: chat.sending,
    analyzing: analysisBusy,
  });
  const { announceAnalysis } = announcement;

  const switchToChat = useCallback(() => {
    focusOnSwitch.current = 'input';
    setMode('chat');
  }, []);

  const onAnalyzed = useCallback(
    (request: string, reply: CleanReply) => {
      announceAnalysis();
      seed(request, reply);
      focusOnSwitch.current = 'reply';
      setMode('chat');
    },
    [seed, announceAnalysis],
  );
  const onAnalysisFailed = useCallback(
    (detail: string) => addFailure(COACH_TEXT.failures.analysis, detail),
    [addFailure],
  );
  const analysis = useAnalysis({
    client,
    profile: profile.profile,
    userName,
    connection,
    onAnalyzed,
    onFailed: onAnalysisFailed,
    person,
  });

  // Ours: a long paste fitted into the box; kept here so its notice outlives a switch to chat.
  const longPaste = useLongPaste(analysis.text, analysis.setText);

  // Read by the announcer above on the next render (the analysis hook needs its callbacks first).
  if (analysis.busy !== analysisBusy) setAnalysisBusy(analysis.busy);

  // A switch the screen made (not a tab the user chose) takes focus to the message box, or after
  // an analysis to the reply's first heading, so reading starts where the analysis does.
  useEffect(() => {
    const target = focusOnSwitch.current;
    if (mode !== 'chat' || target === null) return;
    focusOnSwitch.current = null;
    const heading = target === 'reply' ? newestReplyHeading(panelRef.current) : null;
    (heading ?? chatInputRef.current)?.focus();
  }, [mode, chat.messages]);

  const recheck = () => {
    connection.markTesting();
    profile.recheck();
  };

  const startOver = () => {
    if (chat.messages.length > 0 && !window.confirm(COACH_TEXT.confirmClear)) return;
    chat.clear();
    longPaste.clear();
    analysis.reset();
    setMode('analyze');
    recheck();
    announcement.announce(COACH_TEXT.chat.cleared);
  };

  const waitingForProfile = profile.profile === null && profile.phase === 'loading';

  return (
    <div className="page coach">
      <header className="coach__header">
        <div className="coach__intro">
          <h1>{COACH_TEXT.heading}</h1>
          <p className="page__lead">{COACH_TEXT.lead}</p>
        </div>
        <div className="coach__header-actions">
          <ConnectionBadge status={connection.status} />
          <Button variant="ghost" onClick={startOver}>
            {COACH_TEXT.startOver}
          </Button>
        </div>
      </header>

      {connection.status === 'disconnected' ? <ConnectionBanner onRetry={recheck} /> : null}

      <ProfileSummary profile={profile.profile} />

      {waitingForProfile ? (
        <PageSpinner label={COACH_TEXT.loadingProfile} />
      ) : (
        <>
          <PersonPicker value={person} onChange={setPerson} />
          <ModeTabs mode={mode} onChange={setMode} idPrefix={idPrefix} />
          <div
            role="tabpanel"
            id={panelId(idPrefix, mode)}
            aria-labelledby={tabId(idPrefix, mode)}
            className="coach__panel"
            ref={panelRef}
          >
            {mode === 'analyze' ? (
              <AnalyzePanel
                analysis={analysis}
                longPaste={longPaste}
                status={connection.status}
                onContinueInChat={switchToChat}
              />
            ) : (
              <ChatPanel
                chat={chat}
                status={connection.status}
                inputRef={chatInputRef}
                onChooseSpeaker={analysis.chooseSpeaker}
                onChooseReading={analysis.chooseReading}
                choosing={analysis.busy}
              />
            )}
          </div>
          {/* Ours (docs/decisions/0103-people-screens.md): outside the panels, so it is there in
              both modes after an analysis and keeps what was saved when the mode changes. */}
          {analysis.result?.counterparts ? (
            <SaveCounterparts
              key={analysis.analysed}
              counterparts={analysis.result.counterparts}
              conversation={analysis.analysed}
              askedAbout={
                analysis.analysedFor && analysis.result.about?.counterpart
                  ? {
                      person: analysis.analysedFor,
                      name: analysis.result.about.name,
                      counterpart: analysis.result.about.counterpart,
                    }
                  : null
              }
            />
          ) : null}
        </>
      )}

      <p className="visually-hidden" role="status">
        {announcement.text}
      </p>
      <IndependenceNotice />
    </div>
  );
}

/** The first heading of the newest coach reply in the chat log, if it has one. */
function newestReplyHeading(panel: HTMLElement | null): HTMLElement | null {
  const replies = panel?.querySelectorAll<HTMLElement>('.coach-message--assistant') ?? [];
  const newest = replies[replies.length - 1];
  return newest?.querySelector<HTMLElement>('.coach-reply__heading') ?? null;
}
