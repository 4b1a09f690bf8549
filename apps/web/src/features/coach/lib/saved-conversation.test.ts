import { afterEach, describe, expect, it } from 'vitest';
import { clearSessionData } from '#web/lib/session-data';
import { failureMessage, streamingMessage, textMessage } from './messages';
import { loadConversation, saveConversation } from './saved-conversation';

afterEach(() => sessionStorage.clear());

describe('the conversation kept for the browser session', () => {
  it('comes back as it was said, without a reply still streaming', () => {
    const said = [textMessage('user', 'Hello'), failureMessage('Sorry', 'Network')];
    saveConversation([...said, streamingMessage()]);
    expect(loadConversation()).toEqual(said);
  });

  it('is gone after sign-out clears the session data', () => {
    saveConversation([textMessage('user', 'Hello')]);
    clearSessionData();
    expect(loadConversation()).toEqual([]);
  });

  it('ignores anything stored that is not a conversation', () => {
    sessionStorage.setItem('styleprint.coach.conversation', JSON.stringify([{ id: 1 }]));
    expect(loadConversation()).toEqual([]);
    sessionStorage.setItem('styleprint.coach.conversation', '{not json');
    expect(loadConversation()).toEqual([]);
  });
});
