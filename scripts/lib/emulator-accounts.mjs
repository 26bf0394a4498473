// Creates (or finds) accounts in the Firebase Auth emulator through its REST API.

/**
 * @param {{ emulatorHost: string, projectId: string, email: string, password: string, displayName?: string, emailVerified: boolean }} account
 * @returns {Promise<{ uid: string, created: boolean }>}
 */
export async function ensureEmulatorAccount({ emulatorHost, projectId, email, password, displayName, emailVerified }) {
  const base = `http://${emulatorHost}/identitytoolkit.googleapis.com/v1`;
  const call = async (path, body, headers = {}) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const json = await res.json();
    return { ok: res.ok, json };
  };
  // The emulator treats "Bearer owner" as an admin credential.
  const admin = { authorization: 'Bearer owner' };

  let created = false;
  let uid;
  const lookup = await call(`/projects/${projectId}/accounts:lookup`, { email: [email] }, admin);
  if (lookup.ok && lookup.json.users?.length) {
    uid = lookup.json.users[0].localId;
  } else {
    const signUp = await call(`/projects/${projectId}/accounts`, { email, password, displayName }, admin);
    if (!signUp.ok) throw new Error(`Could not create ${email} in the Auth emulator: ${signUp.json.error?.message}`);
    uid = signUp.json.localId;
    created = true;
  }
  const update = await call(
    `/projects/${projectId}/accounts:update`,
    { localId: uid, password, emailVerified, ...(displayName ? { displayName } : {}) },
    admin,
  );
  if (!update.ok) throw new Error(`Could not update ${email} in the Auth emulator: ${update.json.error?.message}`);
  return { uid, created };
}
