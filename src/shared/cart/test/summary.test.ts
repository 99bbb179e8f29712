/**
 * Cart line summaries: allowed tags only, cut to 15 words.
 */
import { getProductSummary } from '../summary';

describe( 'getProductSummary', () => {
	it( 'keeps short texts and the allowed formatting', () => {
		expect(
			getProductSummary(
				'<p>Neumático <strong>de verano</strong> con <a href="/etiqueta/">etiqueta UE</a>.</p>',
				''
			)
		).toBe(
			'<p>Neumático <strong>de verano</strong> con <a href="/etiqueta/">etiqueta UE</a>.</p>'
		);
	} );

	it( 'falls back to the description', () => {
		expect(
			getProductSummary( '  ', '<p>Montaje y equilibrado.</p>' )
		).toBe( '<p>Montaje y equilibrado.</p>' );
		expect( getProductSummary( '', '' ) ).toBe( '' );
	} );

	it( 'cuts after 15 words across elements and drops what follows', () => {
		const words = Array.from( { length: 20 }, ( _, i ) => `w${ i + 1 }` );
		const html = `<p>${ words.slice( 0, 10 ).join( ' ' ) }</p><p><em>${ words
			.slice( 10 )
			.join( ' ' ) }</em></p><ul><li>fin</li></ul>`;

		expect( getProductSummary( html, '' ) ).toBe(
			'<p>w1 w2 w3 w4 w5 w6 w7 w8 w9 w10</p><p><em>w11 w12 w13 w14 w15…</em></p>'
		);
	} );

	it( 'unwraps other tags and strips scripts, handlers and script URLs', () => {
		expect(
			getProductSummary(
				'<div class="x"><span style="color:red">Rojo</span><script>alert(1)</script>' +
					'<img src="x.png" onerror="alert(2)" alt="Etiqueta">' +
					'<a href="javascript:alert(3)" onclick="alert(4)">enlace</a></div>',
				''
			)
		).toBe( 'Rojo<img src="x.png" alt="Etiqueta"><a>enlace</a>' );
	} );
} );
