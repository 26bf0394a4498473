import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';

async function fillContactForm(page: Page, email: string, message = 'The player stops after ten seconds on my phone.') {
  const form = page.getByRole('form', { name: 'Contact support' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Topic').selectOption('bug');
  await form.getByLabel('Message').fill(message);
  return form;
}

test('each common question opens its answer as a region named by the question', async ({ page }) => {
  await page.goto('/support');
  const question = page.getByRole('button', { name: 'What is a soundbite?' });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  const answer = page.getByRole('region', { name: 'What is a soundbite?' });
  await expect(answer).toBeVisible();
  await expect(question).toHaveAttribute('aria-controls', (await answer.getAttribute('id'))!);
});

test('the contact form names what is missing before sending anything', async ({ page }) => {
  let posted = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/support')) posted += 1;
  });
  await page.goto('/support');
  const form = page.getByRole('form', { name: 'Contact support' });
  await form.getByLabel('Message').fill('too short');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Please enter your e-mail address.')).toBeVisible();
  await expect(form.getByText('Please choose what your message is about.')).toBeVisible();
  await expect(form.getByText('Please write at least 10 characters.')).toBeVisible();
  // The first field to correct has the focus.
  await expect(form.getByLabel('Email')).toBeFocused();
  expect(posted).toBe(0);
});

test('what was typed survives a visit to another page and Back, and a reload', async ({ page }) => {
  await page.goto('/support');
  const form = await fillContactForm(page, 'keeps@example.org', 'Half a message about the player, not sent yet.');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await page.goBack();
  await expect(form.getByLabel('Email')).toHaveValue('keeps@example.org');
  await expect(form.getByLabel('Topic')).toHaveValue('bug');
  await expect(form.getByLabel('Message')).toHaveValue('Half a message about the player, not sent yet.');
  await page.reload();
  await expect(form.getByLabel('Message')).toHaveValue('Half a message about the player, not sent yet.');

  // Sent, the draft is gone.
  const response = page.waitForResponse((res) => res.url().endsWith('/api/support'));
  await form.getByRole('button', { name: 'Send message' }).click();
  expect((await response).status()).toBe(201);
  await page.reload();
  await expect(form.getByLabel('Message')).toHaveValue('');
});

test('an address the API would refuse is refused by the form first', async ({ page }) => {
  let posted = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/support')) posted += 1;
  });
  await page.goto('/support');
  const form = await fillContactForm(page, 'bob@example.c');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Please enter a valid e-mail address.')).toBeVisible();
  await expect(form.getByLabel('Email')).toBeFocused();
  expect(posted).toBe(0);
});

test('a message is sent and confirmed', async ({ page }) => {
  const email = `reader-${randomUUID().slice(0, 8)}@example.org`;
  await page.goto('/support');
  const form = await fillContactForm(page, email);
  const response = page.waitForResponse((res) => res.url().endsWith('/api/support'));
  await form.getByRole('button', { name: 'Send message' }).click();
  expect((await response).status()).toBe(201);
  await expect(page.getByRole('status')).toContainText(`We will reply to ${email}`);
  // The form went with its Send button: the thank-you has the focus.
  await expect(page.getByRole('status')).toBeFocused();
  // It leads on: home, or a fresh form with the same address.
  await expect(page.getByRole('status').getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  await page.getByRole('button', { name: 'Write another message' }).click();
  await expect(page.getByLabel('Topic')).toBeFocused();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Message')).toHaveValue('');
});

test('too many messages get a clear rate-limit message (429)', async ({ page }) => {
  const email = `busy-${randomUUID().slice(0, 8)}@example.org`;
  await page.goto('/support');
  // Use up the allowance from this browser, as a user who keeps resending would.
  const statuses = await page.evaluate(async (address) => {
    const results: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const res = await fetch('/api/support', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: address, topic: 'other', message: `Attempt number ${attempt} of many.` }),
      });
      results.push(res.status);
    }
    return results;
  }, email);
  expect(statuses).toEqual([201, 201, 201, 201, 201]);

  const form = await fillContactForm(page, email);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('alert')).toContainText('You have sent several messages in a short time');
});
