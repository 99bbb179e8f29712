<?php
/**
 * Records as the records part fills them, for the XML tests.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Invoices\Verifactu\Xml;

/**
 * An F2 (simplificada), an F1 with Destinatarios (the AEAT's published example: its
 * Huella is the issue's first fact), an R5 by differences with negative amounts, and an
 * anulación (the issue's third fact), each an array in the RecordWriter contract.
 */
trait VerifactuSamples {

	/** The shop's NIF in the F2, R5 and envelope samples. */
	protected const SHOP_NIF = 'B12345674';

	/**
	 * SistemaInformatico as Rueda fills it.
	 *
	 * @return array<string,string>
	 */
	protected static function system(): array {
		return array(
			'NombreRazon'                 => 'Rueda Software S.L.',
			'NIF'                         => 'B87654321',
			'NombreSistemaInformatico'    => 'Rueda',
			'IdSistemaInformatico'        => 'RU',
			'Version'                     => '0.7.0',
			'NumeroInstalacion'           => 'f3b0c442-98fc-4c14-9af2-3c1a2b7d9e01',
			'TipoUsoPosibleSoloVerifactu' => 'S',
			'TipoUsoPosibleMultiOT'       => 'N',
			'IndicadorMultiplesOT'        => 'N',
		);
	}

	/**
	 * A simplificada of two tyres, first in its chain.
	 *
	 * @param string $number NumSerieFactura.
	 * @return array<string,mixed>
	 */
	protected static function f2( string $number = 'FS-2026-000123' ): array {
		return array(
			'IDVersion'                => '1.0',
			'IDFactura'                => array(
				'IDEmisorFactura'        => self::SHOP_NIF,
				'NumSerieFactura'        => $number,
				'FechaExpedicionFactura' => '29-11-2026',
			),
			'NombreRazonEmisor'        => 'Neumáticos Rueda S.L.',
			'TipoFactura'              => 'F2',
			'DescripcionOperacion'     => 'Venta de 2 neumáticos 205/55 R16 91V',
			'Desglose'                 => array(
				'DetalleDesglose' => array(
					array(
						'Impuesto'                      => '01',
						'ClaveRegimen'                  => '01',
						'CalificacionOperacion'         => 'S1',
						'TipoImpositivo'                => '21.00',
						'BaseImponibleOimporteNoSujeto' => '150.00',
						'CuotaRepercutida'              => '31.50',
					),
				),
			),
			'CuotaTotal'               => '31.50',
			'ImporteTotal'             => '181.50',
			'Encadenamiento'           => array( 'PrimerRegistro' => 'S' ),
			'SistemaInformatico'       => self::system(),
			'FechaHoraHusoGenRegistro' => '2026-11-29T14:05:09+01:00',
			'TipoHuella'               => '01',
			'Huella'                   => '6A1F0B4E0E1C2D3B4A5968778695A4B3C2D1E0F0A1B2C3D4E5F60718293A4B5C',
		);
	}

	/**
	 * The AEAT's example completa (12345678/G33 of 89890001K), with its customer and a
	 * breakdown in three lines, one exempt; its Huella is the issue's first fact.
	 *
	 * @return array<string,mixed>
	 */
	protected static function f1(): array {
		return array(
			'IDVersion'                => '1.0',
			'IDFactura'                => array(
				'IDEmisorFactura'        => '89890001K',
				'NumSerieFactura'        => '12345678/G33',
				'FechaExpedicionFactura' => '01-01-2024',
			),
			'NombreRazonEmisor'        => 'Certificado Uno Telematicas',
			'TipoFactura'              => 'F1',
			'DescripcionOperacion'     => 'Montaje & equilibrado <4 ruedas> "urgente"',
			'Destinatarios'            => array(
				'IDDestinatario' => array(
					array(
						'NombreRazon' => 'Transportes Ñandú S.A.',
						'NIF'         => 'A39200019',
					),
					array(
						'NombreRazon' => 'Transportes Lisboa Lda',
						'IDOtro'      => array(
							'CodigoPais' => 'PT',
							'IDType'     => '02',
							'ID'         => 'PT501964843',
						),
					),
				),
			),
			'Desglose'                 => array(
				'DetalleDesglose' => array(
					array(
						'ClaveRegimen'                  => '01',
						'CalificacionOperacion'         => 'S1',
						'TipoImpositivo'                => '21.00',
						'BaseImponibleOimporteNoSujeto' => '50.00',
						'CuotaRepercutida'              => '10.50',
					),
					array(
						'ClaveRegimen'                  => '01',
						'CalificacionOperacion'         => 'S1',
						'TipoImpositivo'                => '4.00',
						'BaseImponibleOimporteNoSujeto' => '46.25',
						'CuotaRepercutida'              => '1.85',
					),
					array(
						'ClaveRegimen'                  => '01',
						'OperacionExenta'               => 'E1',
						'BaseImponibleOimporteNoSujeto' => '14.85',
					),
				),
			),
			'CuotaTotal'               => '12.35',
			'ImporteTotal'             => '123.45',
			'Encadenamiento'           => array( 'PrimerRegistro' => 'S' ),
			'SistemaInformatico'       => self::system(),
			'FechaHoraHusoGenRegistro' => '2024-01-01T19:20:30+01:00',
			'TipoHuella'               => '01',
			'Huella'                   => '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60',
		);
	}

	/**
	 * A refund of one tyre of the F2: an R5 by differences, chained after it.
	 *
	 * @return array<string,mixed>
	 */
	protected static function r5(): array {
		return array(
			'IDVersion'                => '1.0',
			'IDFactura'                => array(
				'IDEmisorFactura'        => self::SHOP_NIF,
				'NumSerieFactura'        => 'RS-2026-000007',
				'FechaExpedicionFactura' => '30-11-2026',
			),
			'NombreRazonEmisor'        => 'Neumáticos Rueda S.L.',
			'TipoFactura'              => 'R5',
			'TipoRectificativa'        => 'I',
			'FacturasRectificadas'     => array(
				'IDFacturaRectificada' => array(
					array(
						'IDEmisorFactura'        => self::SHOP_NIF,
						'NumSerieFactura'        => 'FS-2026-000123',
						'FechaExpedicionFactura' => '29-11-2026',
					),
				),
			),
			'DescripcionOperacion'     => 'Devolución de 1 neumático 205/55 R16 91V',
			'Desglose'                 => array(
				'DetalleDesglose' => array(
					array(
						'Impuesto'                      => '01',
						'ClaveRegimen'                  => '01',
						'CalificacionOperacion'         => 'S1',
						'TipoImpositivo'                => '21.00',
						'BaseImponibleOimporteNoSujeto' => '-75.00',
						'CuotaRepercutida'              => '-15.75',
					),
				),
			),
			'CuotaTotal'               => '-15.75',
			'ImporteTotal'             => '-90.75',
			'Encadenamiento'           => array(
				'RegistroAnterior' => array(
					'IDEmisorFactura'        => self::SHOP_NIF,
					'NumSerieFactura'        => 'FS-2026-000123',
					'FechaExpedicionFactura' => '29-11-2026',
					'Huella'                 => '6A1F0B4E0E1C2D3B4A5968778695A4B3C2D1E0F0A1B2C3D4E5F60718293A4B5C',
				),
			),
			'SistemaInformatico'       => self::system(),
			'FechaHoraHusoGenRegistro' => '2026-11-30T10:00:00+01:00',
			'TipoHuella'               => '01',
			'Huella'                   => '0D3C1A2B4E5F60718293A4B5C6D7E8F90A1B2C3D4E5F60718293A4B5C6D7E8F9',
		);
	}

	/**
	 * The anulación of 12345679/G34 of the issue's facts (its Huella is the third fact).
	 *
	 * @return array<string,mixed>
	 */
	protected static function anulacion(): array {
		return array(
			'IDVersion'                => '1.0',
			'IDFactura'                => array(
				'IDEmisorFacturaAnulada'        => '89890001K',
				'NumSerieFacturaAnulada'        => '12345679/G34',
				'FechaExpedicionFacturaAnulada' => '01-01-2024',
			),
			'Encadenamiento'           => array(
				'RegistroAnterior' => array(
					'IDEmisorFactura'        => '89890001K',
					'NumSerieFactura'        => '12345679/G34',
					'FechaExpedicionFactura' => '01-01-2024',
					'Huella'                 => 'F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97',
				),
			),
			'SistemaInformatico'       => self::system(),
			'FechaHoraHusoGenRegistro' => '2024-01-01T19:20:40+01:00',
			'TipoHuella'               => '01',
			'Huella'                   => '177547C0D57AC74748561D054A9CEC14B4C4EA23D1BEFD6F2E69E3A388F90C68',
		);
	}

	/**
	 * The same array with every level's keys in reverse order.
	 *
	 * @param array<mixed> $fields A record.
	 * @return array<mixed>
	 */
	protected static function reversed( array $fields ): array {
		$fields = array_map( static fn( $value ) => is_array( $value ) ? self::reversed( $value ) : $value, $fields );
		return array_is_list( $fields ) ? $fields : array_reverse( $fields, true );
	}
}
