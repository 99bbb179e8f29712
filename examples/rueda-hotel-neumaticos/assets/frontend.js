/**
 * Hotel de neumáticos on the live site. Plain JavaScript on WordPress' and
 * Rueda's globals, no build step. What it uses, in order:
 *
 * - registerInnerBlock: the components of its two blocks (cart, checkout);
 * - the stores: the cart (its `extensions` data, applyExtensionCartUpdate),
 *   the checkout (setExtensionData, sent as `extensions` when the order is
 *   placed) and validation (the plate is required when the hotel is chosen);
 * - registerCheckoutFilters: the total's label, and one filter that returns a
 *   wrong type on purpose, which Rueda ignores (spec section 5);
 * - registerPaymentMethod: the example's card terminal (its icons come from
 *   the server gateway).
 * @param rueda
 * @param wp
 */
( function ( rueda, wp ) {
	const { createElement: el, useState } = wp.element;
	const { useDispatch, useSelect } = wp.data;
	const { __, _n, sprintf } = wp.i18n;
	const {
		cartStore,
		checkoutStore,
		validationStore,
		registerCheckoutFilters,
		registerInnerBlock,
		registerPaymentMethod,
	} = rueda.runtime;

	const NAMESPACE = 'rueda-hotel';
	const PLATE_ERROR = 'rueda-hotel-plate';

	/**
	 * The hotel's data in the cart's `extensions` (see CartStorage.php).
	 *
	 * @param {Object|null} cart The Store API cart.
	 * @return {{seasons: number, price_per_season: number, max_seasons: number}|null} The data.
	 */
	function hotelOf( cart ) {
		return (
			( cart && cart.extensions && cart.extensions[ NAMESPACE ] ) || null
		);
	}

	/**
	 * @param {Object|null} cart The Store API cart.
	 * @return {boolean} Whether a line holds tyres whose old set the hotel keeps.
	 */
	function hasStorableTyres( cart ) {
		return Boolean(
			cart &&
			cart.items.some(
				( item ) =>
					item.extensions[ NAMESPACE ] &&
					item.extensions[ NAMESPACE ].storable
			)
		);
	}

	/**
	 * @param {number} cents  Amount in cents.
	 * @param {Object} totals The cart's totals (currency code).
	 * @return {string} The amount as Spanish shoppers read it.
	 */
	function money( cents, totals ) {
		return new Intl.NumberFormat( 'es-ES', {
			style: 'currency',
			currency: totals.currency_code,
		} ).format( cents / 100 );
	}

	function useCart() {
		return useSelect( ( select ) => select( cartStore ).getCartData(), [] );
	}

	/**
	 * Cart: the offer, and how many seasons to keep the other set.
	 * @param root0
	 * @param root0.className
	 */
	function StorageOffer( { className } ) {
		const cart = useCart();
		const hotel = hotelOf( cart );
		const [ seasons, setSeasons ] = useState( null );
		const [ saving, setSaving ] = useState( false );
		const { applyExtensionCartUpdate } = useDispatch( cartStore );
		if ( ! hotel || ! hasStorableTyres( cart ) ) {
			return null;
		}
		const value = seasons === null ? hotel.seasons : seasons;
		const save = () => {
			setSaving( true );
			applyExtensionCartUpdate( {
				namespace: NAMESPACE,
				data: { seasons: value },
			} )
				// Rueda shows the server's refusal as a notice; keep the typed value.
				.catch( () => undefined )
				.finally( () => setSaving( false ) );
		};
		return el(
			'section',
			{
				className: className + ' rueda-hotel-offer',
				'aria-labelledby': 'rueda-hotel-offer-title',
			},
			el(
				'h2',
				{
					id: 'rueda-hotel-offer-title',
					className: 'rueda-hotel-offer__title',
				},
				__( 'Hotel de neumáticos', 'rueda' )
			),
			el(
				'p',
				null,
				sprintf(
					/* translators: %s: price of a season. */
					__(
						'Guardamos los neumáticos que cambias hasta la próxima temporada, limpios y etiquetados: %s por temporada.',
						'rueda'
					),
					money( hotel.price_per_season, cart.totals )
				)
			),
			el(
				'div',
				{ className: 'rueda-hotel-offer__form' },
				el(
					'label',
					null,
					__( 'Temporadas', 'rueda' ),
					el( 'input', {
						type: 'number',
						min: 0,
						inputMode: 'numeric',
						value,
						onChange: ( event ) =>
							setSeasons(
								parseInt( event.target.value, 10 ) || 0
							),
					} )
				),
				el(
					'button',
					{
						type: 'button',
						className: 'rueda-button is-secondary',
						disabled: saving,
						onClick: save,
					},
					value > 0
						? __( 'Guardar mis neumáticos', 'rueda' )
						: __( 'No guardar', 'rueda' )
				)
			),
			hotel.seasons > 0 &&
				el(
					'p',
					{ className: 'rueda-hotel-offer__chosen', role: 'status' },
					sprintf(
						/* translators: %d: seasons. */
						_n(
							'Incluido en tu pedido: %d temporada.',
							'Incluido en tu pedido: %d temporadas.',
							hotel.seasons,
							'rueda'
						),
						hotel.seasons
					)
				)
		);
	}

	/**
	 * Checkout: the plate of the car whose set is kept, sent as extension data.
	 * @param root0
	 * @param root0.className
	 */
	function StorageDetails( { className } ) {
		const cart = useCart();
		const hotel = hotelOf( cart );
		const plate = useSelect(
			( select ) =>
				(
					select( checkoutStore ).getExtensionData()[ NAMESPACE ] ||
					{}
				).plate || '',
			[]
		);
		const error = useSelect(
			( select ) =>
				select( validationStore ).getValidationError( PLATE_ERROR ),
			[]
		);
		const { setExtensionData } = useDispatch( checkoutStore );
		const { setValidationErrors, clearValidationError } =
			useDispatch( validationStore );
		const needed = Boolean( hotel && hotel.seasons > 0 );
		wp.element.useEffect( () => {
			if ( needed && plate.trim() === '' ) {
				setValidationErrors( {
					[ PLATE_ERROR ]: {
						message: __(
							'Escribe la matrícula del coche cuyos neumáticos guardamos.',
							'rueda'
						),
						hidden: true,
					},
				} );
			} else {
				clearValidationError( PLATE_ERROR );
			}
		}, [ needed, plate ] );
		if ( ! needed ) {
			return null;
		}
		const shown = error && ! error.hidden;
		return el(
			'fieldset',
			{ className: className + ' rueda-hotel-details' },
			el( 'legend', null, __( 'Hotel de neumáticos', 'rueda' ) ),
			el(
				'label',
				{ htmlFor: 'rueda-hotel-plate' },
				__( 'Matrícula del coche', 'rueda' )
			),
			el( 'input', {
				id: 'rueda-hotel-plate',
				type: 'text',
				autoComplete: 'off',
				value: plate,
				'aria-invalid': shown || undefined,
				'aria-describedby': shown
					? 'rueda-hotel-plate-error'
					: undefined,
				onChange: ( event ) =>
					setExtensionData( NAMESPACE, {
						plate: event.target.value,
					} ),
			} ),
			shown &&
				el(
					'p',
					{
						id: 'rueda-hotel-plate-error',
						className: 'rueda-hotel-details__error',
					},
					error.message
				)
		);
	}

	registerInnerBlock( {
		metadata: {
			name: 'rueda-hotel/storage-offer',
			parent: [ 'rueda/cart-totals' ],
		},
		component: StorageOffer,
	} );
	registerInnerBlock( {
		metadata: {
			name: 'rueda-hotel/storage-details',
			parent: [ 'rueda/checkout-fields' ],
		},
		component: StorageDetails,
	} );

	registerCheckoutFilters( NAMESPACE, {
		// With the hotel in the order, the total says so.
		totalLabel: ( label, extensions ) =>
			extensions[ NAMESPACE ] && extensions[ NAMESPACE ].seasons > 0
				? __( 'Total (hotel de neumáticos incluido)', 'rueda' )
				: label,
		// Wrong on purpose: a number where a name is expected. Rueda keeps the
		// name and tells administrators why in the console.
		itemName: ( name, extensions, { cart } ) => {
			const hotel = hotelOf( cart );
			return extensions[ NAMESPACE ] && hotel && hotel.seasons > 0
				? 42
				: name;
		},
	} );

	const tpvTitle = __( 'Tarjeta en TPV virtual (ejemplo)', 'rueda' );
	const TpvDescription = () =>
		el(
			'p',
			null,
			__( 'Pago de ejemplo: el TPV aprueba todos los pagos.', 'rueda' )
		);
	registerPaymentMethod( {
		name: 'rueda_hotel_tpv',
		label: tpvTitle,
		ariaLabel: tpvTitle,
		content: TpvDescription,
		edit: TpvDescription,
		// Its icons come from the gateway (TpvGateway::icons()); a method with no server
		// side would list them here: icons: [ 'visa', 'mastercard' ].
	} );
} )( window.rueda, window.wp );
