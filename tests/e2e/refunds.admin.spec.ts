/**
 * The owner refunds a paid order from its screen: one line first (its tyre back
 * to stock), then the rest; each refund issues a rectifying invoice, and the
 * customer finds both beside the invoice in Mi cuenta. At desktop width and on
 * a 390 px phone.
 */
import { logInAsNewUser } from './account.page';
import { AccountDashboardPage } from './account-dashboard.page';
import { newGuestPage, openRefund, submitRefund } from './admin.page';
import { CheckoutPage, MADRID } from './checkout.page';
import { test, expect } from './fixtures';

const FIRST = 'Michelin Primacy 4+ 195/65 R15 91H';
const SECOND = 'Michelin Pilot Sport 5 205/55 R16 91V';

for ( const viewport of [
	{ width: 1280, height: 800 },
	{ width: 390, height: 844 },
] ) {
	test( `Owner refunds one line of a paid order, then the rest, and the customer sees both rectifying invoices (${ viewport.width } px)`, async ( {
		admin,
		page,
		browser,
		requestUtils,
	} ) => {
		await page.setViewportSize( viewport );

		// A customer pays two lines by card.
		const customer = await newGuestPage( browser );
		await customer.setViewportSize( viewport );
		await logInAsNewUser(
			customer,
			requestUtils,
			'reembolso',
			'subscriber'
		);
		const checkout = new CheckoutPage( customer );
		await checkout.fillCart( { [ FIRST ]: 1, [ SECOND ]: 2 } );
		await checkout.goto();
		await checkout.fillAddress( 'Dirección de envío', MADRID );
		await checkout.payByCard( '4242424242424242' );
		await checkout.placeOrderAndConfirm();
		const id = new URL( customer.url() ).searchParams.get(
			'order-received'
		)!;

		// The owner refunds the first line, its tyre back to stock.
		await admin.visitAdminPage(
			'admin.php',
			`page=rueda-orders&order=${ id }`
		);
		const panel = page.locator( '.rueda-order__refunds' );
		await openRefund( page );
		const first = panel.getByRole( 'group', { name: FIRST } );
		await first.getByLabel( /^Unidades a reembolsar/ ).fill( '1' );
		await expect(
			first.getByRole( 'checkbox', { name: 'Volver a stock' } )
		).toBeChecked();
		await expect(
			panel.getByText( /^Total a reembolsar: \d/ )
		).toBeVisible();
		await submitRefund(
			page,
			'Talla equivocada',
			'Transferencia bancaria'
		);
		await expect(
			page
				.locator( '.components-snackbar' )
				.getByText( 'Reembolso registrado.' )
		).toBeVisible();
		await expect(
			panel.getByRole( 'link', {
				name: /^Factura rectificativa RS\d{4}-\d{6}$/,
			} )
		).toHaveCount( 1 );
		await expect( page.locator( '.rueda-order__refunded' ) ).toContainText(
			'Reembolsado'
		);
		await expect( page.locator( '.rueda-order__net-total' ) ).toContainText(
			'Total neto'
		);
		await expect(
			page.locator( '.rueda-order__header' )
		).not.toContainText( 'Reembolsado' );

		// Then the rest (the other tyres and the shipping): the order is refunded.
		await openRefund( page );
		await panel
			.getByRole( 'button', { name: /^Reembolsar todo lo que queda/ } )
			.click();
		await expect(
			panel
				.getByRole( 'group', { name: SECOND } )
				.getByLabel( /^Unidades a reembolsar/ )
		).toHaveValue( '2' );
		await submitRefund(
			page,
			'Pedido anulado por el cliente',
			'Transferencia bancaria'
		);
		await expect(
			panel.getByRole( 'link', {
				name: /^Factura rectificativa RS\d{4}-\d{6}$/,
			} )
		).toHaveCount( 2 );
		await expect( page.locator( '.rueda-order__header' ) ).toContainText(
			'Reembolsado'
		);
		await expect(
			panel.getByRole( 'button', { name: 'Reembolsar', exact: true } )
		).toHaveCount( 0 );

		// The customer sees both rectifications beside the invoice, and opens one.
		const account = new AccountDashboardPage( customer );
		await account.goto( `#orders/${ id }` );
		await expect( account.orderHeading( id ) ).toBeVisible();
		const rectifications = customer.getByRole( 'link', {
			name: /^Ver la factura rectificativa RS\d{4}-\d{6} \(rectifica la FS\d{4}-\d{6}\)$/,
		} );
		await expect( rectifications ).toHaveCount( 2 );
		await expect(
			customer.getByRole( 'link', {
				name: /^Ver la factura FS\d{4}-\d{6}$/,
			} )
		).toBeVisible();
		await rectifications.first().click();
		await expect(
			customer.getByRole( 'heading', {
				name: 'Factura rectificativa',
				level: 1,
			} )
		).toBeVisible();
		await expect(
			customer.locator( '.rueda-invoice__facts' )
		).toContainText( 'Talla equivocada' );
		await expect(
			customer.locator( '.rueda-invoice__totals .is-total' )
		).toContainText( '-' );
		await customer.context().close();
	} );
}
