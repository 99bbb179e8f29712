/**
 * The owner's side of the VERI*FACTU submission: while the AEAT cannot be
 * reached, the dashboard says how many invoice records wait and why; once the
 * AEAT answers again, "Enviar ahora" sends them (late, with Incidencia) and
 * the warning goes. The AEAT is the stand-in of bin/, started and stopped by
 * the spec at the site's port + 1 (tests/e2e/mu-plugins).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { CheckoutPage, MADRID } from './checkout.page';
import { newGuestPage } from './admin.page';
import { test, expect } from './fixtures';

const TYRE = 'Michelin Primacy 4+ 195/65 R15 91H';
const AEAT_PORT = Number( new URL( process.env.WP_BASE_URL! ).port ) + 1;

type QueueAnswer = {
	waiting: number;
	warning: { waiting: number; error: string } | null;
};

type AeatState = {
	submissions: Array< { incidencia: string | null; lines: unknown[] } >;
};

/**
 * Starts the AEAT stand-in and waits until it answers.
 *
 * @param state Its state file.
 */
async function startAeat( state: string ): Promise< ChildProcess > {
	const aeat = spawn(
		'php',
		[ '-S', `127.0.0.1:${ AEAT_PORT }`, 'bin/aeat-simulator.php' ],
		{
			env: { ...process.env, RUEDA_AEAT_SIM_STATE: state },
			stdio: 'ignore',
		}
	);
	await expect
		.poll( async () => {
			try {
				return ( await fetch( `http://127.0.0.1:${ AEAT_PORT }/` ) )
					.status;
			} catch {
				return 0;
			}
		} )
		.toBe( 200 );
	return aeat;
}

test( 'Owner sees the invoice records waiting while the AEAT cannot be reached, and the warning goes once they are sent', async ( {
	admin,
	page,
	browser,
	requestUtils,
} ) => {
	// A guest pays: the invoice, and its record for the AEAT.
	const guest = await newGuestPage( browser );
	const checkout = new CheckoutPage( guest );
	await checkout.fillCart( { [ TYRE ]: 1 } );
	await checkout.goto();
	await checkout.fillEmail( 'aeat@example.test' );
	await checkout.fillAddress( 'Dirección de envío', MADRID );
	await checkout.payByCard( '4242424242424242' );
	await checkout.placeOrderAndConfirm();
	await guest.context().close();

	// The AEAT's first wait is over, but it cannot be reached: the send fails.
	await requestUtils.rest( {
		path: '/rueda-test/v1/verifactu/wait-over',
		method: 'POST',
	} );
	const failed = ( await requestUtils.rest( {
		path: '/rueda/v1/verifactu/queue',
		method: 'POST',
	} ) ) as QueueAnswer;
	expect( failed.waiting ).toBeGreaterThan( 0 );
	expect( failed.warning?.waiting ).toBe( failed.waiting );

	await admin.visitAdminPage( 'index.php' );
	const warning = page.locator( '.rueda-verifactu-notice' );
	await expect( warning ).toContainText(
		new RegExp(
			`${ failed.waiting } registros? de facturación esperan? su envío a la AEAT\\.`
		)
	);
	await expect( warning ).toContainText(
		'No se ha podido conectar con la AEAT'
	);

	// The AEAT answers again: "Enviar ahora" sends them, late, and the warning goes.
	const state = path.join(
		mkdtempSync( path.join( tmpdir(), 'rueda-aeat-' ) ),
		'state.json'
	);
	const aeat = await startAeat( state );
	try {
		await warning.getByRole( 'button', { name: 'Enviar ahora' } ).click();
		await expect( page.locator( '.rueda-verifactu-notice' ) ).toHaveCount(
			0
		);
		await expect( page.locator( '#dashboard-widgets' ) ).toBeVisible();
		const received = JSON.parse(
			readFileSync( state, 'utf8' )
		) as AeatState;
		expect( received.submissions[ 0 ]?.incidencia ).toBe( 'S' );
		expect(
			received.submissions.reduce(
				( sent, submission ) => sent + submission.lines.length,
				0
			)
		).toBe( failed.waiting );
		const after = ( await requestUtils.rest( {
			path: '/rueda/v1/verifactu/queue',
		} ) ) as QueueAnswer;
		expect( after ).toEqual( { waiting: 0, warning: null } );
	} finally {
		aeat.kill();
	}
} );
