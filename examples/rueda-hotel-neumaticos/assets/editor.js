/**
 * Hotel de neumáticos in the editor: its two blocks (their settings come from
 * block.json, registered on the server) show what shoppers will see.
 * @param wp
 */
( function ( wp ) {
	const { createElement: el } = wp.element;
	const { useBlockProps } = wp.blockEditor;
	const { __ } = wp.i18n;

	function preview( text ) {
		return function Edit() {
			return el(
				'div',
				useBlockProps( { className: 'rueda-hotel-preview' } ),
				el( 'strong', null, __( 'Hotel de neumáticos', 'rueda' ) ),
				el( 'p', null, text )
			);
		};
	}

	wp.blocks.registerBlockType( 'rueda-hotel/storage-offer', {
		edit: preview(
			__(
				'Aquí el comprador elige cuántas temporadas guardamos sus otros neumáticos.',
				'rueda'
			)
		),
		save: () => null,
	} );
	wp.blocks.registerBlockType( 'rueda-hotel/storage-details', {
		edit: preview(
			__(
				'Aquí el comprador escribe la matrícula del coche cuyos neumáticos guardamos.',
				'rueda'
			)
		),
		save: () => null,
	} );
} )( window.wp );
