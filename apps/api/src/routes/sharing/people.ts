import {
  normalisedTerms,
  PairGuideSchema,
  ShareChangeSchema,
  ShareLinkSchema,
  ShareNoteSchema,
  SharedPersonListSchema,
  SharedPersonSchema,
  sharedTraitValues,
  Text,
} from '@styleprint/contracts';
import { pairGuide } from '@styleprint/coach';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { profileNotFound } from '../../errors.js';
import { signedInUser } from '../../auth/signed-in-scope.js';
import { errorResponses, SIGNED_IN_ERRORS } from '../schemas.js';
import {
  ALREADY_LINKED,
  NOT_YOUR_PERSON,
  type ConnectionView,
} from '../../store/sharing-repository.js';
import { personNotFound } from '../people/errors.js';
import { alreadyLinked, shareNotFound } from './errors.js';
import { currentTraits, toSharedPerson } from './present.js';

const TAGS = ['sharing'];
const IdParams = Type.Object({
  id: Text({ minLength: 1, maxLength: 64, description: 'The id of someone I share with.' }),
});
const NOT_YOURS =
  'Only my own connections: an id of two other people’s is answered exactly like an unknown one (404).';

/** /sharing/people: the people I share with or who share with me (decision 0104). */
const sharedPeopleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: TAGS,
        summary: 'People I share with',
        description:
          'Everyone who shares with me or I with them, by name: their own current results, only ' +
          'the ones they chose to share, read now (a stop shows on the next read), and, on my ' +
          'side only, the person of my own People list I linked each one to (`linkedPersonId`).',
        security: [{ bearerAuth: [] }],
        response: { 200: SharedPersonListSchema, ...errorResponses(...SIGNED_IN_ERRORS) },
      },
    },
    async (request) => {
      const views = await app.store.sharing.connections(signedInUser(request).uid);
      return { items: await Promise.all(views.map((view) => toSharedPerson(app, view))) };
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Someone I share with',
        description: NOT_YOURS,
        security: [{ bearerAuth: [] }],
        params: IdParams,
        response: { 200: SharedPersonSchema, ...errorResponses(400, 404, ...SIGNED_IN_ERRORS) },
      },
    },
    async (request) => {
      const view = await app.store.sharing.connection(signedInUser(request).uid, request.params.id);
      if (view === null) throw shareNotFound();
      return toSharedPerson(app, view);
    },
  );

  app.get(
    '/:id/guide',
    {
      schema: {
        tags: TAGS,
        summary: 'Pair guide from their own results',
        description:
          'The pair guide of me and someone who shares with me, built from their own results ' +
          '(only the ones shared). 404 SHARE_NOT_FOUND when they do not share suggestions for ' +
          'working with them; 404 PROFILE_NOT_FOUND when I have no result. ' +
          NOT_YOURS,
        security: [{ bearerAuth: [] }],
        params: IdParams,
        response: { 200: PairGuideSchema, ...errorResponses(400, 404, ...SIGNED_IN_ERRORS) },
      },
    },
    async (request) => {
      const uid = signedInUser(request).uid;
      const view = await app.store.sharing.connection(uid, request.params.id);
      if (view === null || view.theirs === null || !view.theirs.suggestions) {
        throw shareNotFound();
      }
      const [mine, theirs] = await Promise.all([
        currentTraits(app, uid),
        currentTraits(app, view.otherId),
      ]);
      if (mine === null) throw profileNotFound();
      if (theirs === null) throw shareNotFound();
      return pairGuide(
        { id: view.id, name: view.otherLabel },
        mine,
        sharedTraitValues(theirs, view.theirs),
      );
    },
  );

  app.put(
    '/:id/mine',
    {
      schema: {
        tags: TAGS,
        summary: 'Share with them, or change what I share',
        description: 'Shares exactly `share` with them from now on. ' + NOT_YOURS,
        security: [{ bearerAuth: [] }],
        params: IdParams,
        body: ShareChangeSchema,
        response: {
          200: SharedPersonSchema,
          ...errorResponses(400, 404, 413, 415, ...SIGNED_IN_ERRORS),
        },
      },
    },
    async (request) => {
      const changed = await app.store.sharing.setMine(
        signedInUser(request).uid,
        request.params.id,
        normalisedTerms(request.body.share),
      );
      if (changed === null || changed === 'ended') throw shareNotFound();
      return toSharedPerson(app, changed);
    },
  );

  app.put(
    '/:id/note',
    {
      schema: {
        tags: TAGS,
        summary: 'My private note about them',
        description:
          'Sets (or, with null, removes) my note about someone I share with. Only I read it: ' +
          'it is never part of what they see. ' +
          NOT_YOURS,
        security: [{ bearerAuth: [] }],
        params: IdParams,
        body: ShareNoteSchema,
        response: {
          200: SharedPersonSchema,
          ...errorResponses(400, 404, 413, 415, ...SIGNED_IN_ERRORS),
        },
      },
    },
    async (request) => {
      const note = request.body.note?.trim() ?? '';
      const changed = await app.store.sharing.setNote(
        signedInUser(request).uid,
        request.params.id,
        note === '' ? null : note,
      );
      if (changed === null) throw shareNotFound();
      return toSharedPerson(app, changed);
    },
  );

  app.put(
    '/:id/link',
    {
      schema: {
        tags: TAGS,
        summary: 'Link them to someone in my People',
        description:
          'Says that someone who shares with me is a person I keep in my own People list: ' +
          'People then shows them once, with my notes and guesses beside their own results, ' +
          'and the coach, practice and the team view use their own results. The link is mine ' +
          'alone: they never see it. 404 PERSON_NOT_FOUND for a person that is not mine; 409 ' +
          'ALREADY_LINKED when that person is linked to someone else who shares. ' +
          NOT_YOURS,
        security: [{ bearerAuth: [] }],
        params: IdParams,
        body: ShareLinkSchema,
        response: {
          200: SharedPersonSchema,
          ...errorResponses(400, 404, 409, 413, 415, ...SIGNED_IN_ERRORS),
        },
      },
    },
    async (request) => {
      const linked = await app.store.sharing.setLink(
        signedInUser(request).uid,
        request.params.id,
        request.body.personId,
      );
      return toSharedPerson(app, linkedOrThrow(linked));
    },
  );

  app.delete(
    '/:id/link',
    {
      schema: {
        tags: TAGS,
        summary: 'Unlink them from my People',
        description:
          'The private entry and the shared person show apart again; nothing of either is lost. ' +
          NOT_YOURS,
        security: [{ bearerAuth: [] }],
        params: IdParams,
        response: {
          204: Type.Null({ description: 'Unlinked.' }),
          ...errorResponses(400, 404, ...SIGNED_IN_ERRORS),
        },
      },
    },
    async (request, reply) => {
      linkedOrThrow(
        await app.store.sharing.setLink(signedInUser(request).uid, request.params.id, null),
      );
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/:id/mine',
    {
      schema: {
        tags: TAGS,
        summary: 'Stop sharing with them',
        description:
          'They no longer see my results, from their next read on. When neither of us shares ' +
          'any more, the connection ends. ' +
          NOT_YOURS,
        security: [{ bearerAuth: [] }],
        params: IdParams,
        response: {
          204: Type.Null({ description: 'Stopped.' }),
          ...errorResponses(400, 404, ...SIGNED_IN_ERRORS),
        },
      },
    },
    async (request, reply) => {
      const changed = await app.store.sharing.setMine(
        signedInUser(request).uid,
        request.params.id,
        null,
      );
      if (changed === null) throw shareNotFound();
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'End sharing both ways',
        description: 'Neither of us sees the other’s results any more. ' + NOT_YOURS,
        security: [{ bearerAuth: [] }],
        params: IdParams,
        response: {
          204: Type.Null({ description: 'Ended.' }),
          ...errorResponses(400, 404, ...SIGNED_IN_ERRORS),
        },
      },
    },
    async (request, reply) => {
      const ended = await app.store.sharing.endConnection(
        signedInUser(request).uid,
        request.params.id,
      );
      if (!ended) throw shareNotFound();
      return reply.code(204).send(null);
    },
  );
};

/** A link's outcome as the caller's error, or the connection it changed. */
function linkedOrThrow(
  outcome: ConnectionView | null | typeof NOT_YOUR_PERSON | typeof ALREADY_LINKED,
): ConnectionView {
  if (outcome === null) throw shareNotFound();
  if (outcome === NOT_YOUR_PERSON) throw personNotFound();
  if (outcome === ALREADY_LINKED) throw alreadyLinked();
  return outcome;
}

export default sharedPeopleRoutes;
