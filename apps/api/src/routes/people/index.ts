import {
  ERROR_CODES,
  PairGuideSchema,
  PEOPLE_LIMITS,
  PersonCreateSchema,
  PersonListSchema,
  PersonSchema,
  PersonUpdateSchema,
  TeamSummarySchema,
  Text,
} from '@styleprint/contracts';
import {
  pairGuide,
  personTraits,
  teamSummary,
  traitsOfProfile,
  traitValues,
} from '@styleprint/coach';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError, profileNotFound } from '../../errors.js';
import { fromFirebaseError } from '../../auth/auth-failures.js';
import { requireSignIn, signedInUser } from '../../auth/signed-in-scope.js';
import { PEOPLE_LIMIT } from '../../store/people-repository.js';
import { AccountErasedError } from '../../store/store-errors.js';
import { errorResponses, SIGNED_IN_ERRORS } from '../schemas.js';
import { changedPerson, newPerson } from './changes.js';
import { personNotFound } from './errors.js';
import { toPerson } from './present.js';
import { sharedMembers } from '../sharing/present.js';

/**
 * 40 quotes of 400 characters, a 2000-character conversation, a name and a note: under 30 KB as
 * plain text, at most six bytes a character as JSON escapes; 256 KiB leaves room for that.
 */
const PEOPLE_BODY_LIMIT_BYTES = 256 * 1024;

const IdParams = Type.Object({
  id: Text({ minLength: 1, maxLength: 64, description: 'The id of one of your people.' }),
});

const TAGS = ['people'];
const NOT_YOURS =
  'Only your own people: an id of someone else’s person is answered exactly like an unknown one (404).';

/** /people: the signed-in user's private list of colleagues (docs/decisions/0100-people-contract-and-routes.md). */
const peopleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requireSignIn(app);

  app.get(
    '/',
    {
      schema: {
        tags: TAGS,
        summary: 'My people',
        description: 'Everyone I have added, by name, each with their traits and evidence.',
        security: [{ bearerAuth: [] }],
        response: { 200: PersonListSchema, ...errorResponses(...SIGNED_IN_ERRORS) },
      },
    },
    async (request) => {
      const records = await app.store.people.list(signedInUser(request).uid);
      return { items: records.map(toPerson), max: PEOPLE_LIMITS.maxPeople };
    },
  );

  app.post(
    '/',
    {
      bodyLimit: PEOPLE_BODY_LIMIT_BYTES,
      schema: {
        tags: TAGS,
        summary: 'Add a person',
        description:
          'By hand (`traits`: the values chosen, null for "not sure") or from a coach read ' +
          '(`evidence` as the reply’s `counterparts` gave it; the read is recomputed from it). ' +
          `At most ${PEOPLE_LIMITS.maxPeople} people: 409 PEOPLE_LIMIT_REACHED beyond.`,
        security: [{ bearerAuth: [] }],
        body: PersonCreateSchema,
        response: {
          201: PersonSchema,
          ...errorResponses(400, 409, 413, 415, ...SIGNED_IN_ERRORS),
        },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      try {
        const created = await app.store.people.create(
          user.uid,
          newPerson(request.body),
          PEOPLE_LIMITS.maxPeople,
        );
        if (created === PEOPLE_LIMIT) {
          throw new ApiError(
            409,
            ERROR_CODES.PEOPLE_LIMIT_REACHED,
            `You can keep at most ${PEOPLE_LIMITS.maxPeople} people. Delete someone to add another.`,
          );
        }
        return reply.code(201).send(toPerson(created));
      } catch (error) {
        // The account was deleted while this request was under way (docs/decisions/0035).
        if (error instanceof AccountErasedError) {
          throw fromFirebaseError({ code: 'auth/user-not-found' }) ?? error;
        }
        throw error;
      }
    },
  );

  app.get(
    '/team',
    {
      schema: {
        tags: TAGS,
        summary: 'My team map',
        description:
          'Me (my latest profile, when I have one), my people (my guesses) and the people who ' +
          'share their own results with me (only what they share, read now): DiSC styles and ' +
          'thinking preferences counted, with the gaps and concentrations in words. Each member ' +
          'says where its styles come from (`source`). A person of mine linked to someone who ' +
          'shares with me is counted once, from their own results.',
        security: [{ bearerAuth: [] }],
        response: { 200: TeamSummarySchema, ...errorResponses(...SIGNED_IN_ERRORS) },
      },
    },
    async (request) => {
      const uid = signedInUser(request).uid;
      const [latest, records, sharing] = await Promise.all([
        app.store.profiles.latest(uid),
        app.store.people.list(uid),
        sharedMembers(app, uid),
      ]);
      const standsIn = new Set(sharing.flatMap((member) => member.linkedPersonId ?? []));
      const summary = teamSummary([
        ...(latest
          ? [{ id: null, name: 'You', isYou: true, traits: traitsOfProfile(latest) }]
          : []),
        // A private entry linked to someone who shares is that person: counted once, from
        // their own results (decision 0104, linking).
        ...records
          .filter((record) => !standsIn.has(record.id))
          .map((record) => ({
            id: record.id,
            name: record.name,
            isYou: false,
            traits: traitValues(personTraits(record.evidence, record.choices)),
          })),
        ...sharing.map(({ linkedPersonId: _linked, ...member }) => member),
      ]);
      // Say which entries are people's own results rather than the user's guesses (decision 0104).
      const shared = new Set(sharing.map((member) => member.id));
      return {
        ...summary,
        members: summary.members.map((member) => ({
          ...member,
          source:
            member.id === null
              ? ('you' as const)
              : shared.has(member.id)
                ? ('shared' as const)
                : ('guess' as const),
        })),
      };
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'One of my people',
        description: NOT_YOURS,
        security: [{ bearerAuth: [] }],
        params: IdParams,
        response: { 200: PersonSchema, ...errorResponses(400, 404, ...SIGNED_IN_ERRORS) },
      },
    },
    async (request) => {
      const record = await app.store.people.get(signedInUser(request).uid, request.params.id);
      if (record === null) throw personNotFound();
      return toPerson(record);
    },
  );

  app.patch(
    '/:id',
    {
      bodyLimit: PEOPLE_BODY_LIMIT_BYTES,
      schema: {
        tags: TAGS,
        summary: 'Change one of my people',
        description:
          'Rename, change or remove the note (null), set a trait by hand (a value, or null for ' +
          '"not sure") or give it back to the read ("read"), strike out or restore quotes by id, ' +
          'drop the kept conversation (null). The answer carries the recomputed read. ' +
          NOT_YOURS,
        security: [{ bearerAuth: [] }],
        params: IdParams,
        body: PersonUpdateSchema,
        response: {
          200: PersonSchema,
          ...errorResponses(400, 404, 413, 415, ...SIGNED_IN_ERRORS),
        },
      },
    },
    async (request) => {
      const body = request.body;
      const updated = await app.store.people.update(
        signedInUser(request).uid,
        request.params.id,
        (current) => changedPerson(current, body),
      );
      if (updated === null) throw personNotFound();
      return toPerson(updated);
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete one of my people',
        description:
          'Deletes the person with their evidence and any kept conversation. ' + NOT_YOURS,
        security: [{ bearerAuth: [] }],
        params: IdParams,
        response: {
          204: Type.Null({ description: 'Deleted.' }),
          ...errorResponses(400, 404, ...SIGNED_IN_ERRORS),
        },
      },
    },
    async (request, reply) => {
      const deleted = await app.store.people.delete(signedInUser(request).uid, request.params.id);
      if (!deleted) throw personNotFound();
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/:id/guide',
    {
      schema: {
        tags: TAGS,
        summary: 'Pair guide: me and one person',
        description:
          'Where our styles meet and clash across the four frameworks, how to open, disagree, ' +
          'give feedback, what to avoid in writing and what they may misread in me; each line ' +
          'names the framework behind it. Needs my profile (404 PROFILE_NOT_FOUND without). ' +
          NOT_YOURS,
        security: [{ bearerAuth: [] }],
        params: IdParams,
        response: { 200: PairGuideSchema, ...errorResponses(400, 404, ...SIGNED_IN_ERRORS) },
      },
    },
    async (request) => {
      const uid = signedInUser(request).uid;
      const [record, latest] = await Promise.all([
        app.store.people.get(uid, request.params.id),
        app.store.profiles.latest(uid),
      ]);
      if (record === null) throw personNotFound();
      if (latest === null) throw profileNotFound();
      return pairGuide(
        { id: record.id, name: record.name },
        traitsOfProfile(latest),
        traitValues(personTraits(record.evidence, record.choices)),
      );
    },
  );
};

export default peopleRoutes;
