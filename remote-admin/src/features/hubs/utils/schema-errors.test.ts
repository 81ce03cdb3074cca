import { ADMIN_HUB_MESSAGES, createHubBodySchema, putTmsLinksBodySchema } from '@hub/shared/contracts';
import { schemaErrors } from './schema-errors';

describe('schemaErrors', () => {
  it('answers no errors for a valid body', () => {
    expect(schemaErrors(createHubBodySchema, { hubOrgUnitId: 'HUB-BLR-04', hubName: 'Bengaluru North Hub', city: 'Bengaluru' })).toEqual({});
  });

  it("keys each field's first message by its path, as the form names it", () => {
    expect(schemaErrors(createHubBodySchema, { hubOrgUnitId: 'blr', hubName: ' ', city: '' })).toEqual({
      hubOrgUnitId: ADMIN_HUB_MESSAGES.hubIdInvalid,
      hubName: ADMIN_HUB_MESSAGES.hubNameRequired,
      city: ADMIN_HUB_MESSAGES.cityRequired,
    });
    expect(
      schemaErrors(putTmsLinksBodySchema, {
        links: [
          { label: 'A', url: 'https://a.example' },
          { label: 'B', url: 'ftp://b' },
        ],
      }),
    ).toEqual({
      'links.1.url': ADMIN_HUB_MESSAGES.tmsUrlInvalid,
    });
  });

  it('puts a message about the list itself under its name', () => {
    expect(schemaErrors(putTmsLinksBodySchema, { links: [] })).toEqual({ links: ADMIN_HUB_MESSAGES.tmsLinksCount });
  });
});
