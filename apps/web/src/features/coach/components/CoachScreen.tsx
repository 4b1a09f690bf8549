import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button, PageSpinner } from '../../../components/ui';
import { useApiClient } from '../../../lib/use-api-client';
import { useAnalysis } from '../hooks/use-analysis';
import { useCoachChat } from '../hooks/use-coach-chat';
import type { CoachProfile } from '../hooks/use-coach-profile';
import type { Connection } from '../hooks/use-connection-status';
import type { CleanReply } from '../lib/clean-reply';
import { COACH_TEXT } from '../texts';
import { AnalyzePanel } from './AnalyzePanel';
import { ChatPanel } from './ChatPanel';
import { ConnectionBadge } from './ConnectionBadge';
import { ConnectionBanner } from './ConnectionBanner';
import { ModeTabs, panelId, tabId, type CoachMode } from './ModeTabs';
import { IndependenceNotice } from '../../../components/independence-notice';
import { ProfileSummary } from './ProfileSummary';
import { ReplyAnnouncer } from './ReplyAnnouncer';

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
  const focusChatOnSwitch = useRef(false);
  const chat = useCoachChat({ client, profile: profile.profile, connection });
  const { seed, addFailure } = chat;

  const switchToChat = useCallback(() => {
    focusChatOnSwitch.current = true;
    setMode('chat');
  }, []);

  const onAnalyzed = useCallback(
    (request: string, reply: CleanReply) => {
      seed(request, reply);
      switchToChat();
    },
    [seed, switchToChat],
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
  });

  // A switch the screen made (not a tab the user chose) takes focus to the message box.
  useEffect(() => {
    if (mode !== 'chat' || !focusChatOnSwitch.current) return;
    focusChatOnSwitch.current = false;
    chatInputRef.current?.focus();
  }, [mode]);

  const recheck = () => {
    connection.markTesting();
    profile.recheck();
  };

  const startOver = () => {
    if (chat.messages.length > 0 && !window.confirm(COACH_TEXT.confirmClear)) return;
    chat.clear();
    analysis.reset();
    setMode('analyze');
    recheck();
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
          <ModeTabs mode={mode} onChange={setMode} idPrefix={idPrefix} />
          <div
            role="tabpanel"
            id={panelId(idPrefix, mode)}
            aria-labelledby={tabId(idPrefix, mode)}
            className="coach__panel"
          >
            {mode === 'analyze' ? (
              <AnalyzePanel
                analysis={analysis}
                status={connection.status}
                onContinueInChat={switchToChat}
              />
            ) : (
              <ChatPanel
                chat={chat}
                status={connection.status}
                inputRef={chatInputRef}
                onChooseSpeaker={analysis.chooseSpeaker}
                choosing={analysis.busy}
              />
            )}
          </div>
        </>
      )}

      <ReplyAnnouncer messages={chat.messages} />
      <IndependenceNotice />
    </div>
  );
}
