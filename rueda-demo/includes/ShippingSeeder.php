<?php
/**
 * Seeds the demo shipping zones and the workshop as pickup location.
 *
 * @package RuedaDemo
 */

declare( strict_types=1 );

namespace RuedaDemo;

use Rueda\Domain\Shipping\ShippingSettings;
use Rueda\Domain\Workshop\WorkshopLocations;
use Rueda\Domain\Workshop\WorkshopSchedule;

/**
 * Spain (peninsula and Baleares): flat rate 9,95 € and free shipping from 300 €;
 * Canarias: flat rate 24,95 €; pickup at the workshop, free, with appointments Monday to
 * Friday 8:30-13:30 and 15:30-19:30 and Saturday 9:00-13:00 in two bays. Only when nothing
 * is set.
 *
 * @since 0.1.0
 */
final class ShippingSeeder implements Seeder {

	/**
	 * {@inheritDoc}
	 */
	public function seed(): void {
		add_option(
			ShippingSettings::OPTION,
			array(
				'origins'             => array(
					'taller'    => 'Almacén del taller',
					'proveedor' => 'Almacén del proveedor',
				),
				'zones'               => array(
					array(
						'id'        => 1,
						'name'      => 'Península y Baleares',
						'locations' => array( 'ES' ),
						'exclude'   => array( 'ES:GC', 'ES:TF', 'ES:CE', 'ES:ML' ),
						'methods'   => array(
							array(
								'instance_id'   => 1,
								'type'          => 'flat_rate',
								'title'         => 'Envío estándar',
								'cost'          => 995,
								'delivery_time' => '2-4 días laborables',
								'enabled'       => true,
							),
							array(
								'instance_id' => 2,
								'type'        => 'free_shipping',
								'title'       => 'Envío gratuito',
								'min_amount'  => 30000,
								'requires'    => 'either',
								'enabled'     => true,
							),
						),
					),
					array(
						'id'        => 2,
						'name'      => 'Canarias',
						'locations' => array( 'ES:GC', 'ES:TF' ),
						'methods'   => array(
							array(
								'instance_id'   => 3,
								'type'          => 'flat_rate',
								'title'         => 'Envío a Canarias',
								'cost'          => 2495,
								'delivery_time' => '5-7 días laborables',
								'enabled'       => true,
							),
						),
					),
				),
				'pickup_locations'    => array(
					array(
						'name'     => 'Taller Neumáticos y Taller (Alcorcón)',
						'address'  => 'Calle de la Industria, 24, 28923 Alcorcón, Madrid',
						// How to get there; the hours come from the schedule.
						'details'  => 'Junto a la rotonda de la calle de la Industria, con aparcamiento delante del taller. Te avisamos cuando esté listo.',
						'cost'     => 0,
						'enabled'  => true,
						// Two bays; Spain's national holidays closed.
						'schedule' => array( 'bays' => 2 ) + WorkshopSchedule::defaults(),
					),
				),
				'backorder_lead_days' => WorkshopLocations::DEFAULT_LEAD_DAYS,
			)
		);
	}
}
