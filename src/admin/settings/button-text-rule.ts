/**
 * Whether a place-order button text leaves it unclear that ordering means
 * paying. The law asks for "order with obligation to pay" or an equally
 * unambiguous wording (art. 98.2 TRLGDCU, Directive 2011/83/EU art. 8.2):
 * texts that name paying or buying are clear ("Pedido con obligación de
 * pago", "Pagar ahora", "Comprar", "Confirmar compra", "Buy now"); "Continuar",
 * "Siguiente", "Enviar", "Confirmar" or "Realizar pedido" are not. The
 * settings screen warns about the latter but still saves them: the choice is
 * the owner's. '' stands for the default text, which is clear.
 */

/** Words, accents and case aside, that say the shopper pays or buys. */
const CLEAR_WORD =
	/^(?:pag(?:ar|o|os|a|as|ue|uen|amos|ando)|obligacion|compr(?:ar|a|as|o|amos|ando)|pay|paying|payment|buy|buying|purchase)$/;

export function isAmbiguousButtonText( text: string ): boolean {
	const words = text
		.normalize( 'NFD' )
		.replace( /\p{M}/gu, '' )
		.toLowerCase()
		.split( /[^\p{L}\p{N}]+/u )
		.filter( Boolean );
	if ( words.length === 0 ) {
		return false;
	}
	return ! words.some( ( word ) => CLEAR_WORD.test( word ) );
}
