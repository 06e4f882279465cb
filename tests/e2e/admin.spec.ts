import { expect, test, type Page } from '@playwright/test';
import { chooseInSelect, closeToasts, mailedLink, optionNamed, pickFromComboBox, toast } from './pages/AdminPages';
import { SignInPage } from './pages/SignInPage';

const SHOTS = 'tests/e2e/screenshots';
const stamp = () => Date.now().toString(36).toUpperCase();

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' }).first();

test.describe('users, roles and permissions (issue 4)', () => {
  test('an administrator builds a role, gives it to a new user, and the user sees exactly what the role allows', async ({ page, browser }) => {
    const id = stamp();
    const roleCode = `AUD${id}`.slice(0, 14);
    const email = `auditor.${id.toLowerCase()}@tourdesk.test`;
    const password = 'Auditor#2026-ok';

    await new SignInPage(page).signInAs('ADMIN');
    await mainNav(page).getByRole('button', { name: 'Users' }).click();
    await mainNav(page).getByRole('link', { name: 'Roles' }).click();
    await expect(page.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible();
    await expect(page.getByRole('grid', { name: 'Roles' }).getByRole('row', { name: /ADMIN/ })).toBeVisible();

    // A new role...
    await page.getByRole('button', { name: 'New role' }).click();
    await page.getByRole('textbox', { name: 'Code' }).fill(roleCode);
    await page.getByRole('textbox', { name: 'Description' }).fill('Auditors: read the users list');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(toast(page, 'Role created')).toBeVisible();
    await expect(page.getByRole('heading', { name: `Role ${roleCode}` })).toBeVisible();

    // ...with a screen (FRONT), the operations behind it (BACK), what the shell itself calls (the signed-in user and
    // the route check), and one permission added by mistake.
    const held = page.getByRole('grid', { name: 'Permissions of the role' });
    for (const [search, label] of [['/users', 'FRONT /users'], ['searchUsers', 'BACK searchUsers'], ['viewer', 'BACK viewer'],
      ['checkAccess', 'BACK checkAccessToPermission'], ['getCountries', 'BACK getCountries']] as const) {
      await pickFromComboBox(page, page, 'Permission to add', search, label);
      await page.getByRole('button', { name: 'Add permission' }).click();
      await expect(toast(page, 'Permission added').first()).toBeVisible();
      await expect(held.getByRole('row', { name: new RegExp(label.split(' ')[1].replace('/', '\\/') + '(\\s|$)') })).toBeVisible();
    }
    // Held permissions leave the picker.
    const picker = page.getByRole('combobox', { name: 'Permission to add' });
    await picker.fill('searchUsers');
    await expect(page.getByRole('listbox').getByRole('option', { name: optionNamed('BACK searchUsers') })).toHaveCount(0);
    await picker.press('Escape');

    await held.getByRole('button', { name: 'Remove BACK getCountries' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove permission' });
    await expect(dialog).toContainText(`Remove the BACK permission getCountries from the role ${roleCode}?`);
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(toast(page, 'Permission removed')).toBeVisible();
    await expect(held.getByRole('row')).toHaveCount(5); // header + 4

    await closeToasts(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${SHOTS}/role-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 760, height: 1000 });
    await page.screenshot({ path: `${SHOTS}/role-760.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 720 });

    // A user holding the role; saving sends the activation link.
    await page.goto('/en/users/new');
    await expect(page.getByText('When you save, the user receives an activation link')).toBeVisible();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Alba');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Quispe');
    await page.getByRole('textbox', { name: 'Short name' }).fill('alba');
    await page.getByRole('textbox', { name: 'Code' }).fill(`U-${id}`.slice(0, 20));
    await pickFromComboBox(page, page, 'Entity', 'Tourdesk', /Tourdesk Travel/);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    // Keyboard, as a person tabbing through the form would.
    const roleBox = page.getByRole('checkbox', { name: new RegExp(roleCode) });
    await roleBox.focus();
    await page.keyboard.press('Space');
    await expect(roleBox).toBeChecked();
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(toast(page, 'User created')).toBeVisible();
    await expect(toast(page, `An activation link was sent to ${email}.`)).toBeVisible();
    await expect(page).toHaveURL(/\/en\/users$/);
    await page.getByRole('searchbox', { name: 'Search' }).fill(email);
    const row = page.getByRole('grid', { name: 'Users' }).getByRole('row', { name: /Alba Quispe/ });
    await expect(row).toContainText(roleCode);

    // The new person activates the account from the mail, signs in, and meets exactly the role's permissions.
    const link = await mailedLink(email);
    const context = await browser.newContext();
    const other = await context.newPage();
    await other.goto(link);
    await other.getByLabel('New password').fill(password);
    await other.getByLabel('Confirm password').fill(password);
    await other.getByRole('button', { name: 'Change password' }).click();
    await expect(other.getByText('Your password was changed')).toBeVisible();
    const signIn = new SignInPage(other);
    await signIn.open();
    await signIn.signIn(email, password);
    await expect(other.getByRole('heading', { name: 'Welcome, Alba' })).toBeVisible(); // BACK viewer
    // The sidebar follows the role table of SPEC.md section 6, where this role has no row.
    await expect(mainNav(other).getByRole('link')).toHaveCount(0);
    await other.goto('/en/users'); // FRONT /users + BACK searchUsers
    await expect(other.getByRole('grid', { name: 'Users' }).getByRole('row', { name: /Alba Quispe/ })).toBeVisible();
    for (const path of ['/en/users/roles', '/en/users/new', '/en/users/permissions', '/en/change-ou']) {
      await other.goto(path);
      await expect(other.getByRole('heading', { name: 'Permissions error' })).toBeVisible();
    }
    await context.close();
  });

  test('users list: search, paging, and its look at 1280px and 760px', async ({ page }) => {
    await new SignInPage(page).signInAs('ADMIN');
    await page.goto('/en/users');
    const grid = page.getByRole('grid', { name: 'Users' });
    await expect(grid.getByRole('row', { name: /Demo Administrator/ })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('Home');
    await expect(page.getByText(/^1–\d+ of \d+$/)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill('stg@');
    await expect(grid.getByRole('row')).toHaveCount(2);
    await expect(grid).toContainText('stg@tourdesk.test');
    await page.getByRole('searchbox', { name: 'Search' }).fill('no-such-person-anywhere');
    await expect(page.getByText('No users found')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await expect(grid.getByRole('row', { name: /Demo Administrator/ })).toBeVisible();
    // A row opens the user.
    await grid.getByRole('row', { name: /Demo Reservations: view/ }).click();
    await expect(page.getByRole('heading', { name: 'Edit user' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('resview@tourdesk.test');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await expect(grid.getByRole('row', { name: /Demo Administrator/ })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${SHOTS}/users-list-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 760, height: 1000 });
    await page.screenshot({ path: `${SHOTS}/users-list-760.png`, fullPage: true });
    await page.goto('/en/users/new');
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/user-new-760.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${SHOTS}/user-new-1280.png`, fullPage: true });
  });

  test('form validation messages show in English and in Spanish, and nothing is saved', async ({ page }) => {
    await new SignInPage(page).signInAs('ADMIN');
    await page.goto('/en/users/new');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Check the highlighted fields.')).toBeVisible();
    await expect(page.getByText('This field is required')).toHaveCount(5); // name, short name, code, entity, email
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('textbox', { name: 'Email' }).fill('not-an-address');
    await expect(page.getByText('Invalid email address')).toBeVisible();

    await page.goto('/es/users/new');
    await expect(page.getByRole('heading', { name: 'Nuevo usuario' })).toBeVisible();
    await page.getByRole('button', { name: 'Crear' }).click();
    await expect(page.getByText('Este campo es obligatorio')).toHaveCount(5);
    await expect(page.getByText('Revise los campos marcados.')).toBeVisible();

    await page.goto('/en/users/organizational-units/new');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('This field is required')).toHaveCount(4);

    await page.goto('/en/users/permissions/new');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Choose FRONT or BACK')).toBeVisible();
    await chooseInSelect(page, page, /Type/, 'FRONT');
    await page.getByRole('textbox', { name: 'Value' }).fill('/a');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Value is too short')).toBeVisible();

    await page.goto('/es/users/permissions/new');
    await chooseInSelect(page, page, /Tipo/, 'BACK');
    await page.getByRole('textbox', { name: 'Valor' }).fill('ab');
    await page.getByRole('button', { name: 'Crear' }).click();
    await expect(page.getByText('El valor es demasiado corto')).toBeVisible();
    await expect(page).toHaveURL(/\/es\/users\/permissions\/new$/);
  });

  test('permissions: filter, create, the module view, delete', async ({ page }) => {
    const value = `/reports/${stamp().toLowerCase()}`;
    await new SignInPage(page).signInAs('ADMIN');
    await page.goto('/en/users/permissions');
    const grid = page.getByRole('grid', { name: 'Permissions' });
    await expect(grid.getByRole('row').nth(1)).toBeVisible();
    await chooseInSelect(page, page, /Type/, 'BACK');
    await expect(grid.getByRole('row').filter({ hasText: 'BACK' }).first()).toBeVisible();
    await expect(grid.getByRole('row').filter({ hasText: 'FRONT' })).toHaveCount(0);

    await page.getByRole('button', { name: 'New permission' }).click();
    // The list stays on screen while the form loads, and its filter is a Type select too: opening that one would
    // have its list box leave with the list.
    await expect(page.getByRole('heading', { name: 'New permission', level: 1 })).toBeVisible();
    await chooseInSelect(page, page, /Type/, 'FRONT');
    await page.getByRole('textbox', { name: 'Value' }).fill(value);
    await page.getByRole('textbox', { name: 'Module' }).fill('reports');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(toast(page, 'Permission created')).toBeVisible();

    await page.getByRole('link', { name: 'By module' }).click();
    await expect(page.getByRole('region', { name: 'reports' })).toContainText(value);

    await page.getByRole('link', { name: 'All permissions' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill(value);
    await expect(grid.getByRole('row')).toHaveCount(2);
    await grid.getByRole('button', { name: `Delete FRONT ${value}` }).click();
    await page.getByRole('alertdialog', { name: 'Delete permission' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Permission deleted')).toBeVisible();
    await expect(page.getByText('No permissions found')).toBeVisible();
  });

  test('organizational units: create, edit, delete, and a unit still in use answers CONFLICT', async ({ page }) => {
    const code = `AQP${stamp()}`.slice(0, 12);
    await new SignInPage(page).signInAs('ADMIN');
    await page.goto('/en/users/organizational-units');
    const grid = page.getByRole('grid', { name: 'Organizational units' });
    await expect(grid.getByRole('row', { name: /Tourdesk Lima/ })).toBeVisible();

    await page.getByRole('button', { name: 'New organizational unit' }).click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Tourdesk Arequipa');
    await page.getByRole('textbox', { name: 'Short name' }).fill('Arequipa');
    await page.getByRole('textbox', { name: 'Code' }).fill(code);
    await pickFromComboBox(page, page, 'Entity', 'Tourdesk', /Tourdesk Travel/);
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(toast(page, 'Organizational unit created')).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search' }).fill(code);
    await grid.getByRole('row', { name: /Tourdesk Arequipa/ }).click();
    await expect(page.getByRole('heading', { name: 'Edit organizational unit' })).toBeVisible();
    await chooseInSelect(page, page, /Status/, 'Inactive');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Organizational unit updated')).toBeVisible();
    await expect(grid.getByRole('row', { name: /Tourdesk Arequipa/ })).toContainText('Inactive');

    await grid.getByRole('row', { name: /Tourdesk Arequipa/ }).click();
    await page.getByRole('button', { name: 'Delete unit' }).click();
    await page.getByRole('alertdialog', { name: 'Delete unit' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Organizational unit deleted')).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search' }).fill('LIM');
    await grid.getByRole('row', { name: /Tourdesk Lima/ }).click();
    await page.getByRole('button', { name: 'Delete unit' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete unit' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog.getByRole('alert')).toContainText('still has users or records');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  test('an STG user changes OU and then sees the other unit’s data', async ({ page }) => {
    await new SignInPage(page).signInAs('STG');
    await mainNav(page).getByRole('link', { name: 'Change OU' }).click();
    await expect(page.getByRole('heading', { name: 'Change OU', level: 1 })).toBeVisible();
    const current = page.getByRole('region', { name: 'Current organizational unit' });
    await expect(current).toContainText('Tourdesk Lima');
    await expect(current.getByRole('grid', { name: 'Users of this unit' })).toContainText('admin@tourdesk.test');

    // Confirming without a choice is caught on the form.
    await page.getByRole('button', { name: 'Change OU' }).click();
    await expect(page.getByText('This field is required')).toBeVisible();

    await chooseInSelect(page, page, /Organizational unit/, /Tourdesk Cusco/);
    await expect(page.getByRole('button', { name: /Entity/ })).toContainText('Tourdesk Cusco E.I.R.L.');
    await page.getByRole('button', { name: 'Change OU' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Change organizational unit' });
    await expect(dialog).toContainText('Switch to Tourdesk Cusco');
    await dialog.getByRole('button', { name: 'Change' }).click();
    await expect(toast(page, 'You are now working in Tourdesk Cusco')).toBeVisible();
    await expect(current).toContainText('Tourdesk Cusco E.I.R.L.');
    await expect(current.getByRole('grid', { name: 'Users of this unit' })).not.toContainText('admin@tourdesk.test');
    await expect(current.getByRole('grid', { name: 'Users of this unit' })).toContainText('stg@tourdesk.test');

    // The change is the server's, not the screen's: a reload still shows the new unit.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Current organizational unit' })).toContainText('Tourdesk Cusco');
  });
});
