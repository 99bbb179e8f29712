/**
 * CouponForm: the "Add coupons" panel (spec sections 5 and 8).
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import CouponForm from '../coupon-form';

function setUp(
	onApply: ( code: string ) => Promise< unknown >,
	isApplying = false
) {
	const user = userEvent.setup();
	const view = render(
		<CouponForm
			instanceId="t"
			isApplying={ isApplying }
			onApply={ onApply }
		/>
	);
	return { user, ...view };
}

describe( 'CouponForm', () => {
	it( 'opens the input from "Add coupons" and focuses it', async () => {
		const { user } = setUp( jest.fn() );

		await user.click(
			screen.getByRole( 'button', { name: 'Add coupons' } )
		);

		expect(
			screen.getByRole( 'textbox', { name: 'Enter code' } )
		).toHaveFocus();
	} );

	it( 'keeps Apply disabled while the input is empty', async () => {
		const { user } = setUp( jest.fn() );
		await user.click(
			screen.getByRole( 'button', { name: 'Add coupons' } )
		);
		const apply = screen.getByRole( 'button', { name: 'Apply' } );

		expect( apply ).toBeDisabled();
		await user.type( screen.getByRole( 'textbox' ), '   ' );
		expect( apply ).toBeDisabled();
		await user.type( screen.getByRole( 'textbox' ), 'TALLER10' );
		expect( apply ).toBeEnabled();
	} );

	it( 'keeps Apply disabled while a coupon is being applied', async () => {
		const user = userEvent.setup();
		const { rerender } = render(
			<CouponForm
				instanceId="t"
				isApplying={ false }
				onApply={ jest.fn() }
			/>
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Add coupons' } )
		);
		await user.type( screen.getByRole( 'textbox' ), 'TALLER10' );

		rerender(
			<CouponForm instanceId="t" isApplying onApply={ jest.fn() } />
		);

		expect(
			screen.getByRole( 'button', { name: 'Apply' } )
		).toBeDisabled();
	} );

	it( 'applies the trimmed code and closes on success', async () => {
		const onApply = jest.fn( () => Promise.resolve() );
		const { user } = setUp( onApply );
		await user.click(
			screen.getByRole( 'button', { name: 'Add coupons' } )
		);

		await user.type( screen.getByRole( 'textbox' ), ' taller10 {Enter}' );

		expect( onApply ).toHaveBeenCalledWith( 'taller10' );
		expect(
			await screen.findByRole( 'button', { name: 'Add coupons' } )
		).toBeVisible();
	} );

	it( 'closes the form after a successful apply and moves focus to "Add coupons"', async () => {
		const onApply = jest.fn( () => Promise.resolve() );
		const { user } = setUp( onApply );
		await user.click(
			screen.getByRole( 'button', { name: 'Add coupons' } )
		);
		await user.type( screen.getByRole( 'textbox' ), 'TALLER10' );

		await user.click( screen.getByRole( 'button', { name: 'Apply' } ) );

		const toggle = await screen.findByRole( 'button', {
			name: 'Add coupons',
		} );
		expect( screen.queryByRole( 'textbox' ) ).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Apply' } )
		).not.toBeInTheDocument();
		expect( toggle ).toHaveFocus();
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
	} );

	it( 'reopens empty after a coupon was applied', async () => {
		const { user } = setUp( jest.fn( () => Promise.resolve() ) );
		await user.click(
			screen.getByRole( 'button', { name: 'Add coupons' } )
		);
		await user.type( screen.getByRole( 'textbox' ), 'TALLER10{Enter}' );
		await user.click(
			await screen.findByRole( 'button', { name: 'Add coupons' } )
		);

		expect(
			screen.getByRole( 'textbox', { name: 'Enter code' } )
		).toHaveValue( '' );
	} );

	it( 'stays open with the focus in the form when the coupon is refused', async () => {
		const onApply = jest.fn( () =>
			Promise.reject( {
				code: 'woocommerce_rest_cart_coupon_error',
				message: 'El cupón "VIEJO" no existe.',
				data: { status: 400 },
			} )
		);
		const { user } = setUp( onApply );
		await user.click(
			screen.getByRole( 'button', { name: 'Add coupons' } )
		);
		await user.type( screen.getByRole( 'textbox' ), 'VIEJO{Enter}' );

		await screen.findByRole( 'alert' );
		expect(
			screen.queryByRole( 'button', { name: 'Add coupons' } )
		).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'textbox', { name: 'Enter code' } )
		).toHaveFocus();
	} );

	it( 'shows the server message under the input on failure', async () => {
		const onApply = jest.fn( () =>
			Promise.reject( {
				code: 'woocommerce_rest_cart_coupon_error',
				message: 'El cupón "VIEJO" ha caducado.',
				data: { status: 400 },
			} )
		);
		const { user } = setUp( onApply );
		await user.click(
			screen.getByRole( 'button', { name: 'Add coupons' } )
		);
		await user.type( screen.getByRole( 'textbox' ), 'VIEJO' );
		await user.click( screen.getByRole( 'button', { name: 'Apply' } ) );

		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'El cupón "VIEJO" ha caducado.'
		);
		const input = screen.getByRole( 'textbox', { name: 'Enter code' } );
		expect( input ).toHaveValue( 'VIEJO' );
		expect( input ).toHaveAttribute( 'aria-invalid', 'true' );
	} );
} );
