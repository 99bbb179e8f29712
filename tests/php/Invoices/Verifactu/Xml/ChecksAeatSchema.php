<?php
/**
 * The AEAT's schema, written again for the tests from the published XSDs.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Invoices\Verifactu\Xml;

// phpcs:disable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM's own property names (localName, firstChild...).

/**
 * Written from SuministroLR.xsd and SuministroInformacion.xsd (tike/cont/ws, version
 * 1.0) apart from the plugin's Structure, so a slip in one is caught by the other: each
 * element's sequence as a line of names (`X?` optional, `X+` repeated, `(A|B)` a choice),
 * the namespaces, and the facets of the leaves Rueda writes (the NIF's length, the fecha,
 * ImporteSgn12.2, Tipo2.2, dateTime, the TextMax lengths and the enumerations).
 */
trait ChecksAeatSchema {

	protected static string $ns_soap = 'http://schemas.xmlsoap.org/soap/envelope/';
	protected static string $ns_lr   = 'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroLR.xsd';
	protected static string $ns_info = 'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroInformacion.xsd';

	/**
	 * Sequences by element name (or parent/name where one name has two types).
	 *
	 * @var array<string,string>
	 */
	private static array $sequences = array(
		'RegFactuSistemaFacturacion'  => 'Cabecera RegistroFactura+',
		'Cabecera'                    => 'ObligadoEmision Representante? RemisionVoluntaria? RemisionRequerimiento?',
		'ObligadoEmision'             => 'NombreRazon NIF',
		'RemisionVoluntaria'          => 'FechaFinVeriFactu? Incidencia?',
		'RegistroFactura'             => '(RegistroAlta|RegistroAnulacion)',
		'RegistroAlta'                => 'IDVersion IDFactura RefExterna? NombreRazonEmisor Subsanacion? RechazoPrevio? TipoFactura TipoRectificativa? FacturasRectificadas? FacturasSustituidas? ImporteRectificacion? FechaOperacion? DescripcionOperacion FacturaSimplificadaArt7273? FacturaSinIdentifDestinatarioArt61d? Macrodato? EmitidaPorTerceroODestinatario? Tercero? Destinatarios? Cupon? Desglose CuotaTotal ImporteTotal Encadenamiento SistemaInformatico FechaHoraHusoGenRegistro NumRegistroAcuerdoFacturacion? IdAcuerdoSistemaInformatico? TipoHuella Huella',
		'RegistroAlta/IDFactura'      => 'IDEmisorFactura NumSerieFactura FechaExpedicionFactura',
		'RegistroAnulacion'           => 'IDVersion IDFactura RefExterna? SinRegistroPrevio? RechazoPrevio? GeneradoPor? Generador? Encadenamiento SistemaInformatico FechaHoraHusoGenRegistro TipoHuella Huella',
		'RegistroAnulacion/IDFactura' => 'IDEmisorFacturaAnulada NumSerieFacturaAnulada FechaExpedicionFacturaAnulada',
		'FacturasRectificadas'        => 'IDFacturaRectificada+',
		'IDFacturaRectificada'        => 'IDEmisorFactura NumSerieFactura FechaExpedicionFactura',
		'FacturasSustituidas'         => 'IDFacturaSustituida+',
		'IDFacturaSustituida'         => 'IDEmisorFactura NumSerieFactura FechaExpedicionFactura',
		'Destinatarios'               => 'IDDestinatario+',
		'IDDestinatario'              => 'NombreRazon (NIF|IDOtro)',
		'IDOtro'                      => 'CodigoPais? IDType ID',
		'Desglose'                    => 'DetalleDesglose+',
		'DetalleDesglose'             => 'Impuesto? ClaveRegimen? (CalificacionOperacion|OperacionExenta) TipoImpositivo? BaseImponibleOimporteNoSujeto BaseImponibleACoste? CuotaRepercutida? TipoRecargoEquivalencia? CuotaRecargoEquivalencia?',
		'Encadenamiento'              => '(PrimerRegistro|RegistroAnterior)',
		'RegistroAnterior'            => 'IDEmisorFactura NumSerieFactura FechaExpedicionFactura Huella',
		'SistemaInformatico'          => 'NombreRazon (NIF|IDOtro) NombreSistemaInformatico IdSistemaInformatico Version NumeroInstalacion TipoUsoPosibleSoloVerifactu TipoUsoPosibleMultiOT IndicadorMultiplesOT',
	);

	/**
	 * The facets of the leaves, by element name: a pattern (whole value) or a maximum length.
	 *
	 * @var array<string,string|int>
	 */
	private static array $leaves = array(
		'IDVersion'                     => '/^1\.0$/',
		'IDEmisorFactura'               => '/^[0-9A-Z]{9}$/',
		'IDEmisorFacturaAnulada'        => '/^[0-9A-Z]{9}$/',
		'NIF'                           => '/^[0-9A-Z]{9}$/',
		'NumSerieFactura'               => 60,
		'NumSerieFacturaAnulada'        => 60,
		'FechaExpedicionFactura'        => '/^\d{2}-\d{2}-\d{4}$/',
		'FechaExpedicionFacturaAnulada' => '/^\d{2}-\d{2}-\d{4}$/',
		'NombreRazon'                   => 120,
		'NombreRazonEmisor'             => 120,
		'DescripcionOperacion'          => 500,
		'TipoFactura'                   => '/^(F1|F2|F3|R1|R2|R3|R4|R5)$/',
		'TipoRectificativa'             => '/^(S|I)$/',
		'CodigoPais'                    => '/^[A-Z]{2}$/',
		'IDType'                        => '/^0[2-7]$/',
		'ID'                            => 20,
		'Impuesto'                      => '/^(01|02|03|05)$/',
		'ClaveRegimen'                  => '/^(0[1-9]|1[0145789]|20)$/',
		'CalificacionOperacion'         => '/^(S1|S2|N1|N2)$/',
		'OperacionExenta'               => '/^E[1-6]$/',
		'TipoImpositivo'                => '/^\d{1,3}(\.\d{0,2})?$/',
		'BaseImponibleOimporteNoSujeto' => '/^(\+|-)?\d{1,12}(\.\d{0,2})?$/',
		'CuotaRepercutida'              => '/^(\+|-)?\d{1,12}(\.\d{0,2})?$/',
		'CuotaTotal'                    => '/^(\+|-)?\d{1,12}(\.\d{0,2})?$/',
		'ImporteTotal'                  => '/^(\+|-)?\d{1,12}(\.\d{0,2})?$/',
		'PrimerRegistro'                => '/^S$/',
		'Huella'                        => 64,
		'NombreSistemaInformatico'      => 30,
		'IdSistemaInformatico'          => 2,
		'Version'                       => 50,
		'NumeroInstalacion'             => 100,
		'TipoUsoPosibleSoloVerifactu'   => '/^(S|N)$/',
		'TipoUsoPosibleMultiOT'         => '/^(S|N)$/',
		'IndicadorMultiplesOT'          => '/^(S|N)$/',
		'Subsanacion'                   => '/^(S|N)$/',
		'RechazoPrevio'                 => '/^(S|N|X)$/',
		'Incidencia'                    => '/^(S|N)$/',
		'FechaHoraHusoGenRegistro'      => '/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})?$/',
		'TipoHuella'                    => '/^01$/',
	);

	/**
	 * Asserts that an element (and everything in it) follows the schema: namespace,
	 * children in the sequence's order with the required ones present, leaves' facets.
	 *
	 * @param \DOMElement $element The element.
	 * @param string      $parent  Its parent's local name.
	 */
	protected function assert_follows_schema( \DOMElement $element, string $parent = '' ): void {
		$name     = $element->localName;
		$expected = in_array( $name, array( 'RegFactuSistemaFacturacion', 'Cabecera', 'RegistroFactura' ), true ) ? self::$ns_lr : self::$ns_info;
		$this->assertSame( $expected, $element->namespaceURI, "{$name}'s namespace" );
		$children = array();
		foreach ( $element->childNodes as $node ) {
			if ( $node instanceof \DOMElement ) {
				$children[] = $node;
			}
		}
		$sequence = self::$sequences[ $parent . '/' . $name ] ?? self::$sequences[ $name ] ?? null;
		if ( null === $sequence ) {
			$this->assertSame( array(), $children, "{$name} is a leaf" );
			$this->assertArrayHasKey( $name, self::$leaves, "{$name} is a leaf the test knows" );
			$facet = self::$leaves[ $name ];
			if ( is_int( $facet ) ) {
				$this->assertLessThanOrEqual( $facet, mb_strlen( $element->textContent ), "{$name}'s length" );
				$this->assertNotSame( '', $element->textContent, "{$name} is not empty" );
			} else {
				$this->assertMatchesRegularExpression( $facet, $element->textContent, "{$name}'s value" );
			}
			return;
		}
		$names = implode( '', array_map( static fn( \DOMElement $child ): string => $child->localName . ' ', $children ) );
		$this->assertMatchesRegularExpression( self::sequence_pattern( $sequence ), $names, "{$name}'s children follow the schema's sequence" );
		foreach ( $children as $child ) {
			$this->assert_follows_schema( $child, $name );
		}
	}

	/**
	 * A sequence line as a pattern over the children's names, each followed by a space.
	 *
	 * @param string $sequence The line.
	 */
	private static function sequence_pattern( string $sequence ): string {
		$pattern = '';
		foreach ( explode( ' ', $sequence ) as $token ) {
			$suffix   = in_array( substr( $token, -1 ), array( '?', '+' ), true ) ? substr( $token, -1 ) : '';
			$pattern .= '(?:' . trim( rtrim( $token, '?+' ), '()' ) . ' )' . $suffix;
		}
		return '/^' . str_replace( '|', ' |', $pattern ) . '$/';
	}
}
