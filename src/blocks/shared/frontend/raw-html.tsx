/**
 * Server-rendered HTML shown as it is: content the shop owner placed in an
 * inner block area, or a block's own HTML until its component has loaded.
 * The HTML comes from the page itself, which the server already escaped.
 * @param root0
 * @param root0.html
 */
export default function RawHtml( { html }: { html: string } ) {
	return (
		<div
			className="rueda-server-html"
			dangerouslySetInnerHTML={ { __html: html } }
		/>
	);
}
