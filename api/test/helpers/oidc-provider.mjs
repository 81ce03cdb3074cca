// A local OpenID provider for the OIDC tests (oidc-provider, ESM-only, so it runs in its own process).
// Interactions complete automatically as the account set by POST /__next-account { "email", "name", "groups"? }; the
// groups (directory mapping, docs/adr/014) are the `groups` claim of the `groups` scope, given by userinfo.
// Usage: node oidc-provider.mjs <port> <client_id> <client_secret> <redirect_uri>
import http from 'node:http';
import Provider from 'oidc-provider';

const [port, clientId, clientSecret, redirectUri] = process.argv.slice(2);
const issuer = `http://127.0.0.1:${port}`;
let next = { email: 'someone@company.test', name: 'Some One' };
const accounts = new Map();

const provider = new Provider(issuer, {
  clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri], grant_types: ['authorization_code'], response_types: ['code'] }],
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'], groups: ['groups'] },
  features: { devInteractions: { enabled: false } },
  pkce: { required: () => true },
  async findAccount(_ctx, id) {
    const a = accounts.get(id);
    if (!a) return undefined;
    return { accountId: id, claims: async () => ({ sub: id, email: a.email, email_verified: true, name: a.name, ...(a.groups ? { groups: a.groups } : {}) }) };
  },
  cookies: { keys: ['test-only-key'] },
});
provider.proxy = false;

const callback = provider.callback();
/**
 * One request of the test provider; every failure is answered (500) here, so the server's callback can drop the
 * promise.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
async function handle(req, res) {
  try {
    if (req.method === 'POST' && req.url === '/__next-account') {
      let body = '';
      for await (const chunk of req) body += chunk;
      next = JSON.parse(body);
      res.writeHead(204).end();
      return;
    }
    if (req.url?.startsWith('/interaction/')) {
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name === 'login') {
        // Keyed by email: signing the same person in again with other groups answers the new groups.
        const id = `acct-${Buffer.from(next.email).toString('hex')}`;
        accounts.set(id, next);
        await provider.interactionFinished(req, res, { login: { accountId: id } }, { mergeWithLastSubmission: false });
        return;
      }
      const grant = new provider.Grant({ accountId: details.session.accountId, clientId: details.params.client_id });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
      return;
    }
    callback(req, res);
  } catch (err) {
    res.writeHead(500).end(String(err));
  }
}
http.createServer((req, res) => void handle(req, res)).listen(Number(port), '127.0.0.1', () => console.log(`READY ${issuer}`));
