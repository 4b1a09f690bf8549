/** The People API of the component tests: the shared recorded fake API (test/recorded-api.ts). */
export { recordedApi as fakePeopleApi, type RecordedCall } from '#web/test/recorded-api';
