<?php
/**
 * The HTML of the printable work order.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Workshop\Content;

use Rueda\Domain\Workshop\WorkOrder;
use Rueda\Domain\Workshop\WorkshopLocations;
use Rueda\Settings\WorkshopSettings;

/**
 * A page of its own, outside wp-admin's and the theme's styles: a bar with the way back
 * and the print button (not printed), then one A4 sheet: the shop, the order number, the
 * appointment's time and workshop, the customer with phone, plate and vehicle, the tyres
 * with size, load index, speed rating and quantity, the services, the checks to tick
 * (pressure, torque, balancing, valves), the notes and the signature lines. Every value
 * is escaped; the few styles are inline (a print page has no build step of its own).
 *
 * @since 0.7.0
 */
final class WorkOrderDocument {

	private const CSS = '*{box-sizing:border-box}body{margin:0;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1e1e1e;background:#f0f0f1}'
		. '.rueda-work-order__bar{display:flex;flex-wrap:wrap;gap:12px;align-items:center;justify-content:space-between;max-width:210mm;margin:0 auto;padding:12px 16px}'
		. '.rueda-work-order__bar a{color:#2271b1}.rueda-work-order__bar button{font:inherit;padding:8px 16px;border:0;border-radius:3px;background:#2271b1;color:#fff;cursor:pointer}'
		. '.rueda-work-order{max-width:210mm;margin:0 auto 24px;padding:12mm;background:#fff;overflow-wrap:anywhere}'
		. '.rueda-work-order h1{font-size:22px;margin:0}.rueda-work-order h2{font-size:15px;margin:18px 0 6px;border-bottom:1px solid #1e1e1e;padding-bottom:2px}'
		. '.rueda-work-order__head{display:flex;flex-wrap:wrap;justify-content:space-between;gap:8px 24px}.rueda-work-order__shop{font-weight:600}'
		. '.rueda-work-order dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:0}.rueda-work-order dt{font-weight:600}.rueda-work-order dd{margin:0}'
		. '.rueda-work-order__plate{font:700 18px/1.2 ui-monospace,Menlo,Consolas,monospace;letter-spacing:.05em}'
		. '.rueda-work-order table{width:100%;border-collapse:collapse}.rueda-work-order th,.rueda-work-order td{text-align:left;padding:4px 6px;border-bottom:1px solid #ccc;vertical-align:top}'
		. '.rueda-work-order td.num,.rueda-work-order th.num{text-align:right}.rueda-work-order th{overflow-wrap:normal}.rueda-work-order abbr{text-decoration:none}.rueda-work-order td.size{white-space:nowrap}'
		. '.rueda-work-order__checks{list-style:none;padding:0;margin:0;display:grid;grid-template-columns:repeat(auto-fit,minmax(200px,1fr));gap:6px 24px}'
		. '.rueda-work-order__checks li::before{content:"";display:inline-block;width:14px;height:14px;border:1.5px solid #1e1e1e;margin-right:8px;vertical-align:-2px}'
		. '.rueda-work-order__lines{height:60px;background:repeating-linear-gradient(transparent 0 19px,#bbb 19px 20px)}'
		. '.rueda-work-order__signatures{display:grid;grid-template-columns:1fr 1fr;gap:24px;margin-top:36px}.rueda-work-order__signatures div{border-top:1px solid #1e1e1e;padding-top:4px}'
		. '.rueda-work-order__table-wrap{overflow-x:auto}'
		. '@media (max-width:600px){.rueda-work-order{padding:16px}.rueda-work-order__signatures{grid-template-columns:1fr}.rueda-work-order th,.rueda-work-order td{padding:4px 3px}.rueda-work-order td.size{white-space:normal}}'
		. '@page{size:A4;margin:12mm}@media print{body{background:#fff}.rueda-work-order__bar{display:none}.rueda-work-order{max-width:none;margin:0;padding:0}.rueda-work-order__plate{font-size:20px}h2{break-after:avoid}table,ul,.rueda-work-order__signatures{break-inside:avoid}}';

	/**
	 * The work order's page.
	 *
	 * @since 0.7.0
	 *
	 * @param WorkOrder $job  The job.
	 * @param string    $back The order's address in wp-admin.
	 */
	public static function html( WorkOrder $job, string $back ): string {
		$order    = $job->order;
		$customer = $job->customer();
		/* translators: %s: order number. */
		$title = sprintf( __( 'Work order · Order #%s', 'rueda' ), $order->number() );
		$bar   = sprintf( '<a href="%s">%s</a>', esc_url( $back ), esc_html__( 'Back to the order', 'rueda' ) )
			. '<button type="button" id="rueda-work-order-print">' . esc_html__( 'Print', 'rueda' ) . '</button>';
		$body  = '<div class="rueda-work-order__head"><div><p class="rueda-work-order__shop">' . esc_html( self::shop_name() ) . '</p><h1>' . esc_html__( 'Work order', 'rueda' ) . '</h1></div>'
			. '<dl>' . self::row( __( 'Order', 'rueda' ), '#' . $order->number() ) . self::appointment_rows( $job->appointment ) . '</dl></div>'
			. '<h2>' . esc_html__( 'Customer and vehicle', 'rueda' ) . '</h2><dl>'
			. self::row( __( 'Customer', 'rueda' ), $customer['name'] )
			. ( '' !== $customer['phone'] ? '<dt>' . esc_html__( 'Phone', 'rueda' ) . '</dt><dd><a href="' . esc_url( 'tel:' . preg_replace( '/[^0-9+]/', '', $customer['phone'] ) ) . '">' . esc_html( $customer['phone'] ) . '</a></dd>' : '' )
			. '<dt>' . esc_html__( 'Number plate', 'rueda' ) . '</dt><dd class="rueda-work-order__plate">' . esc_html( '' !== $customer['plate'] ? $customer['plate'] : '—' ) . '</dd>'
			. self::row( __( 'Vehicle', 'rueda' ), '' !== $customer['vehicle'] ? $customer['vehicle'] : '—' )
			. '</dl>'
			. self::tyres( $job->tyres )
			. self::services( $job->services )
			. '<h2>' . esc_html__( 'Checks', 'rueda' ) . '</h2><ul class="rueda-work-order__checks">'
			. '<li>' . esc_html__( 'Tyre pressure', 'rueda' ) . '</li><li>' . esc_html__( 'Wheel nut torque', 'rueda' ) . '</li>'
			. '<li>' . esc_html__( 'Balancing', 'rueda' ) . '</li><li>' . esc_html__( 'Valves', 'rueda' ) . '</li></ul>'
			. '<h2>' . esc_html__( 'Notes', 'rueda' ) . '</h2>'
			. ( '' !== trim( (string) $order->row['customer_note'] ) ? '<p>' . nl2br( esc_html( (string) $order->row['customer_note'] ) ) . '</p>' : '' )
			. '<div class="rueda-work-order__lines" aria-hidden="true"></div>'
			. '<div class="rueda-work-order__signatures"><div>' . esc_html__( 'Customer’s signature', 'rueda' ) . '</div><div>' . esc_html__( 'Mechanic’s signature', 'rueda' ) . '</div></div>';
		return self::page( $title, $bar, '<article class="rueda-work-order">' . $body . '</article>' )
			. "<script>document.getElementById('rueda-work-order-print').addEventListener('click',function(){window.print();});</script></body></html>";
	}

	/**
	 * A page that says why there is no work order to show.
	 *
	 * @since 0.7.0
	 *
	 * @param string $title   Title.
	 * @param string $message What happened.
	 */
	public static function message( string $title, string $message ): string {
		return self::page( $title, sprintf( '<a href="%s">%s</a>', esc_url( admin_url() ), esc_html__( 'Go to the dashboard', 'rueda' ) ), '<article class="rueda-work-order"><h1>' . esc_html( $title ) . '</h1><p>' . esc_html( $message ) . '</p></article>' ) . '</body></html>';
	}

	/**
	 * The document up to the end of its content.
	 *
	 * @param string $title   Title.
	 * @param string $bar     The bar's HTML.
	 * @param string $content The content's HTML.
	 */
	private static function page( string $title, string $bar, string $content ): string {
		return '<!DOCTYPE html><html lang="' . esc_attr( get_bloginfo( 'language' ) ) . '"><head><meta charset="utf-8">'
			. '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow">'
			. '<title>' . esc_html( $title . ' · ' . self::shop_name() ) . '</title><style>' . self::CSS . '</style></head>'
			. '<body><nav class="rueda-work-order__bar" aria-label="' . esc_attr__( 'Work order actions', 'rueda' ) . '">' . $bar . '</nav>'
			. '<main>' . $content . '</main>';
	}

	/**
	 * The appointment's day, time and workshop, when the order has one.
	 *
	 * @param array<string,mixed>|null $row Appointment.
	 */
	private static function appointment_rows( ?array $row ): string {
		if ( ! $row ) {
			return self::row( __( 'Appointment', 'rueda' ), __( 'None booked', 'rueda' ) );
		}
		$location = WorkshopLocations::all()[ $row['location'] ] ?? null;
		return self::row( __( 'Date', 'rueda' ), (string) wp_date( 'd/m/Y', (int) $row['start'] ) )
			. self::row( __( 'Time', 'rueda' ), wp_date( 'H:i', (int) $row['start'] ) . '–' . wp_date( 'H:i', (int) $row['end'] ) )
			. self::row( __( 'Workshop', 'rueda' ), $location ? (string) $location['name'] : '' );
	}

	/**
	 * The tyres' table.
	 *
	 * @param list<array{name:string,size:string,load_index:string,speed_rating:string,quantity:int}> $tyres Tyres.
	 */
	private static function tyres( array $tyres ): string {
		if ( ! $tyres ) {
			return '';
		}
		$rows = '';
		foreach ( $tyres as $tyre ) {
			$rows .= '<tr><td>' . esc_html( $tyre['name'] ) . '</td><td class="size">' . esc_html( $tyre['size'] ) . '</td><td>' . esc_html( $tyre['load_index'] ) . '</td><td>' . esc_html( $tyre['speed_rating'] ) . '</td><td class="num">' . esc_html( (string) $tyre['quantity'] ) . '</td></tr>';
		}
		return '<h2>' . esc_html__( 'Tyres', 'rueda' ) . '</h2><div class="rueda-work-order__table-wrap"><table><thead><tr><th>' . esc_html__( 'Tyre', 'rueda' ) . '</th><th>' . esc_html__( 'Size', 'rueda' ) . '</th><th>'
			. '<abbr title="' . esc_attr__( 'Load index', 'rueda' ) . '">' . esc_html_x( 'Load', 'work order column: load index', 'rueda' ) . '</abbr></th><th><abbr title="' . esc_attr__( 'Speed rating', 'rueda' ) . '">' . esc_html_x( 'Speed', 'work order column: speed rating', 'rueda' ) . '</abbr></th><th class="num"><abbr title="' . esc_attr__( 'Quantity', 'rueda' ) . '">' . esc_html_x( 'Qty', 'work order column: quantity', 'rueda' ) . '</abbr></th></tr></thead><tbody>' . $rows . '</tbody></table></div>';
	}

	/**
	 * The services' list.
	 *
	 * @param list<array{name:string,quantity:int}> $services Services.
	 */
	private static function services( array $services ): string {
		if ( ! $services ) {
			return '';
		}
		$items = '';
		foreach ( $services as $service ) {
			$items .= '<li>' . esc_html( $service['quantity'] > 1 ? $service['quantity'] . ' × ' . $service['name'] : $service['name'] ) . '</li>';
		}
		return '<h2>' . esc_html__( 'Services', 'rueda' ) . '</h2><ul>' . $items . '</ul>';
	}

	/**
	 * A term and its description.
	 *
	 * @param string $term  Term.
	 * @param string $value Value.
	 */
	private static function row( string $term, string $value ): string {
		return '<dt>' . esc_html( $term ) . '</dt><dd>' . esc_html( $value ) . '</dd>';
	}

	/**
	 * The shop's name: the workshop's, else the site's.
	 */
	private static function shop_name(): string {
		$name = trim( (string) ( WorkshopSettings::get()['name'] ?? '' ) );
		return '' !== $name ? $name : wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES );
	}
}
