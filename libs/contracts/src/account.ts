import { Type, type Static } from '@sinclair/typebox';
import { AssessmentPayloadSchema } from './assessment.js';
import { PersonSchema } from './people.js';
import { ProfileOutSchema } from './profile.js';
import { PracticeSessionSchema } from './practice.js';
import { SharingExportSchema } from './sharing.js';

/**
 * Everything stored about a person, as GET /account/export answers it ("Download my data").
 * The nested schemas are copied without their `$id`, so this document stands on its own.
 */
export const AccountExportSchema = Type.Object(
  {
    exportedAt: Type.String({ format: 'date-time', description: 'When this file was made.' }),
    account: Type.Object(
      {
        uid: Type.String({ description: 'The account id at the identity provider.' }),
        email: Type.Union([Type.String(), Type.Null()]),
        displayName: Type.Union([Type.String(), Type.Null()]),
        signInProvider: Type.String({ description: 'How the account signs in, e.g. "password".' }),
      },
      { description: 'What the sign-in token says about the account; the API stores none of it.' },
    ),
    assessments: Type.Array(
      Type.Object({
        id: Type.String(),
        createdAt: Type.String({ format: 'date-time' }),
        payload: Type.Composite([AssessmentPayloadSchema], {
          description: 'The tallies submitted, exactly as stored.',
        }),
        profile: Type.Composite([ProfileOutSchema], {
          description: 'The profile derived from them.',
        }),
      }),
      { description: 'Every stored submission, oldest first.' },
    ),
    people: Type.Optional(
      Type.Array(Type.Composite([PersonSchema]), {
        description:
          'The people I added, by name, with their traits, evidence and any kept conversation ' +
          '(the API always sends it; optional only for files made before people existed).',
      }),
    ),
    practiceSessions: Type.Array(Type.Composite([PracticeSessionSchema]), {
      description: 'Every practice session I kept, oldest first.',
    }),
    // Optional only for files made before sharing existed; the API always sends it.
    sharing: Type.Optional(SharingExportSchema),
  },
  { $id: 'AccountExport', title: 'Everything stored about me' },
);
export type AccountExport = Static<typeof AccountExportSchema>;
