<?php
/**
 * The AEAT's VERI*FACTU schema, as far as Rueda writes and reads it.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Invoices\Verifactu\Xml;

/**
 * The structure of SuministroInformacion.xsd (sf:) that a submission carries: each complex
 * type as its sequence of particles, each simple type as its facets. Read from the AEAT's
 * published schema (tike/cont/ws, version 1.0); the writer and the reader walk these
 * tables, so one table holds both to the schema.
 *
 * A particle is `array( name, type, min = 1, max = 1 )`, or a choice
 * `array( self::CHOICE, array( name => type, ... ) )` (every choice here is required).
 * Anonymous types of the schema are named after their element (Encadenamiento,
 * Destinatarios...). ds:Signature is left out: a VERI*FACTU record is not signed.
 *
 * Two facets are stricter than the schema, as the AEAT refuses those values later anyway:
 * a NIF is 9 capital letters and digits (not any 9 characters), a fecha is a real day, and
 * FechaHoraHusoGenRegistro carries its offset and no fractions of a second.
 *
 * @since 0.7.0
 */
final class Structure {

	/** SOAP 1.1's envelope. */
	public const NS_SOAP = 'http://schemas.xmlsoap.org/soap/envelope/';

	/** The namespace of namespace declarations (xmlns:*), as DOM wants it named. */
	public const NS_XMLNS = 'http://www.w3.org/2000/xmlns/';

	/** SuministroLR.xsd: RegFactuSistemaFacturacion, Cabecera, RegistroFactura (prefix sum). */
	public const NS_LR = 'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroLR.xsd';

	/** SuministroInformacion.xsd: the records and the header's contents (prefix sum1). */
	public const NS_INFO = 'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroInformacion.xsd';

	/** RespuestaSuministro.xsd: the AEAT's answer (prefix tikR). */
	public const NS_ANSWER = 'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/RespuestaSuministro.xsd';

	/** Marks a choice particle. */
	public const CHOICE = '|';

	/** The type of each record element. */
	public const RECORDS = array(
		'RegistroAlta'      => 'RegistroFacturacionAltaType',
		'RegistroAnulacion' => 'RegistroFacturacionAnulacionType',
	);

	private const ID_FACTURA = array(
		array( 'IDEmisorFactura', 'NIFType' ),
		array( 'NumSerieFactura', 'TextoIDFacturaType' ),
		array( 'FechaExpedicionFactura', 'fecha' ),
	);

	private const PERSONA = array(
		array( 'NombreRazon', 'TextMax120Type' ),
		array(
			self::CHOICE,
			array(
				'NIF'    => 'NIFType',
				'IDOtro' => 'IDOtroType',
			),
		),
	);

	private const ENCADENAMIENTO = array(
		array(
			self::CHOICE,
			array(
				'PrimerRegistro'   => 'PrimerRegistroCadenaType',
				'RegistroAnterior' => 'EncadenamientoFacturaAnteriorType',
			),
		),
	);

	/** Complex types: their sequences. */
	public const COMPLEX = array(
		'CabeceraType'                      => array(
			array( 'ObligadoEmision', 'PersonaFisicaJuridicaESType' ),
			array( 'Representante', 'PersonaFisicaJuridicaESType', 0 ),
			array( 'RemisionVoluntaria', 'RemisionVoluntaria', 0 ),
			array( 'RemisionRequerimiento', 'RemisionRequerimiento', 0 ),
		),
		'RemisionVoluntaria'                => array(
			array( 'FechaFinVeriFactu', 'fecha', 0 ),
			array( 'Incidencia', 'IncidenciaType', 0 ),
		),
		'RemisionRequerimiento'             => array(
			array( 'RefRequerimiento', 'TextMax18Type' ),
			array( 'FinRequerimiento', 'FinRequerimientoType', 0 ),
		),
		'PersonaFisicaJuridicaESType'       => array(
			array( 'NombreRazon', 'TextMax120Type' ),
			array( 'NIF', 'NIFType' ),
		),
		'PersonaFisicaJuridicaType'         => self::PERSONA,
		'IDOtroType'                        => array(
			array( 'CodigoPais', 'CountryType2', 0 ),
			array( 'IDType', 'PersonaFisicaJuridicaIDTypeType' ),
			array( 'ID', 'TextMax20Type' ),
		),
		'RegistroFacturacionAltaType'       => array(
			array( 'IDVersion', 'VersionType' ),
			array( 'IDFactura', 'IDFacturaExpedidaType' ),
			array( 'RefExterna', 'TextMax60Type', 0 ),
			array( 'NombreRazonEmisor', 'TextMax120Type' ),
			array( 'Subsanacion', 'SubsanacionType', 0 ),
			array( 'RechazoPrevio', 'RechazoPrevioType', 0 ),
			array( 'TipoFactura', 'ClaveTipoFacturaType' ),
			array( 'TipoRectificativa', 'ClaveTipoRectificativaType', 0 ),
			array( 'FacturasRectificadas', 'FacturasRectificadas', 0 ),
			array( 'FacturasSustituidas', 'FacturasSustituidas', 0 ),
			array( 'ImporteRectificacion', 'DesgloseRectificacionType', 0 ),
			array( 'FechaOperacion', 'fecha', 0 ),
			array( 'DescripcionOperacion', 'TextMax500Type' ),
			array( 'FacturaSimplificadaArt7273', 'SimplificadaCualificadaType', 0 ),
			array( 'FacturaSinIdentifDestinatarioArt61d', 'CompletaSinDestinatarioType', 0 ),
			array( 'Macrodato', 'MacrodatoType', 0 ),
			array( 'EmitidaPorTerceroODestinatario', 'TercerosODestinatarioType', 0 ),
			array( 'Tercero', 'PersonaFisicaJuridicaType', 0 ),
			array( 'Destinatarios', 'Destinatarios', 0 ),
			array( 'Cupon', 'CuponType', 0 ),
			array( 'Desglose', 'DesgloseType' ),
			array( 'CuotaTotal', 'ImporteSgn12.2Type' ),
			array( 'ImporteTotal', 'ImporteSgn12.2Type' ),
			array( 'Encadenamiento', 'Encadenamiento' ),
			array( 'SistemaInformatico', 'SistemaInformaticoType' ),
			array( 'FechaHoraHusoGenRegistro', 'dateTime' ),
			array( 'NumRegistroAcuerdoFacturacion', 'TextMax15Type', 0 ),
			array( 'IdAcuerdoSistemaInformatico', 'TextMax16Type', 0 ),
			array( 'TipoHuella', 'TipoHuellaType' ),
			array( 'Huella', 'TextMax64Type' ),
		),
		'IDFacturaExpedidaType'             => self::ID_FACTURA,
		'FacturasRectificadas'              => array(
			array( 'IDFacturaRectificada', 'IDFacturaARType', 1, 1000 ),
		),
		'FacturasSustituidas'               => array(
			array( 'IDFacturaSustituida', 'IDFacturaARType', 1, 1000 ),
		),
		'IDFacturaARType'                   => self::ID_FACTURA,
		'DesgloseRectificacionType'         => array(
			array( 'BaseRectificada', 'ImporteSgn12.2Type' ),
			array( 'CuotaRectificada', 'ImporteSgn12.2Type' ),
			array( 'CuotaRecargoRectificado', 'ImporteSgn12.2Type', 0 ),
		),
		'Destinatarios'                     => array(
			array( 'IDDestinatario', 'PersonaFisicaJuridicaType', 1, 1000 ),
		),
		'DesgloseType'                      => array(
			array( 'DetalleDesglose', 'DetalleType', 1, 12 ),
		),
		'DetalleType'                       => array(
			array( 'Impuesto', 'ImpuestoType', 0 ),
			array( 'ClaveRegimen', 'IdOperacionesTrascendenciaTributariaType', 0 ),
			array(
				self::CHOICE,
				array(
					'CalificacionOperacion' => 'CalificacionOperacionType',
					'OperacionExenta'       => 'OperacionExentaType',
				),
			),
			array( 'TipoImpositivo', 'Tipo2.2Type', 0 ),
			array( 'BaseImponibleOimporteNoSujeto', 'ImporteSgn12.2Type' ),
			array( 'BaseImponibleACoste', 'ImporteSgn12.2Type', 0 ),
			array( 'CuotaRepercutida', 'ImporteSgn12.2Type', 0 ),
			array( 'TipoRecargoEquivalencia', 'Tipo2.2Type', 0 ),
			array( 'CuotaRecargoEquivalencia', 'ImporteSgn12.2Type', 0 ),
		),
		'Encadenamiento'                    => self::ENCADENAMIENTO,
		'EncadenamientoFacturaAnteriorType' => array(
			array( 'IDEmisorFactura', 'NIFType' ),
			array( 'NumSerieFactura', 'TextMax60Type' ),
			array( 'FechaExpedicionFactura', 'fecha' ),
			array( 'Huella', 'TextMax64Type' ),
		),
		'SistemaInformaticoType'            => array(
			...self::PERSONA,
			array( 'NombreSistemaInformatico', 'TextMax30Type' ),
			array( 'IdSistemaInformatico', 'TextMax2Type' ),
			array( 'Version', 'TextMax50Type' ),
			array( 'NumeroInstalacion', 'TextMax100Type' ),
			array( 'TipoUsoPosibleSoloVerifactu', 'SiNoType' ),
			array( 'TipoUsoPosibleMultiOT', 'SiNoType' ),
			array( 'IndicadorMultiplesOT', 'SiNoType' ),
		),
		'RegistroFacturacionAnulacionType'  => array(
			array( 'IDVersion', 'VersionType' ),
			array( 'IDFactura', 'IDFacturaExpedidaBajaType' ),
			array( 'RefExterna', 'TextMax60Type', 0 ),
			array( 'SinRegistroPrevio', 'SinRegistroPrevioType', 0 ),
			array( 'RechazoPrevio', 'RechazoPrevioAnulacionType', 0 ),
			array( 'GeneradoPor', 'GeneradoPorType', 0 ),
			array( 'Generador', 'PersonaFisicaJuridicaType', 0 ),
			array( 'Encadenamiento', 'Encadenamiento' ),
			array( 'SistemaInformatico', 'SistemaInformaticoType' ),
			array( 'FechaHoraHusoGenRegistro', 'dateTime' ),
			array( 'TipoHuella', 'TipoHuellaType' ),
			array( 'Huella', 'TextMax64Type' ),
		),
		'IDFacturaExpedidaBajaType'         => array(
			array( 'IDEmisorFacturaAnulada', 'NIFType' ),
			array( 'NumSerieFacturaAnulada', 'TextoIDFacturaType' ),
			array( 'FechaExpedicionFacturaAnulada', 'fecha' ),
		),
	);

	private const YES_NO = array( 'enum' => array( 'S', 'N' ) );

	/**
	 * Simple types: their facets. `pattern` (anchored here), `length`, `min`/`max` (in
	 * characters), `enum`; `format` names the pattern for the messages (ElementWriter).
	 */
	public const SIMPLE = array(
		'VersionType'                              => array( 'enum' => array( '1.0' ) ),
		'NIFType'                                  => array(
			'length'  => 9,
			'pattern' => '[0-9A-Z]{9}',
			'format'  => 'nif',
		),
		'TextoIDFacturaType'                       => array(
			'min' => 1,
			'max' => 60,
		),
		'fecha'                                    => array(
			'pattern' => '\d{2}-\d{2}-\d{4}',
			'format'  => 'fecha',
		),
		'dateTime'                                 => array(
			'pattern' => '\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}',
			'format'  => 'dateTime',
		),
		'ImporteSgn12.2Type'                       => array(
			'pattern' => '[+-]?\d{1,12}(\.\d{0,2})?',
			'format'  => 'amount',
		),
		'Tipo2.2Type'                              => array(
			'pattern' => '\d{1,3}(\.\d{0,2})?',
			'format'  => 'rate',
		),
		'CountryType2'                             => array(
			'pattern' => '[A-Z]{2}',
			'format'  => 'country',
		),
		'TextMax2Type'                             => array( 'max' => 2 ),
		'TextMax15Type'                            => array( 'max' => 15 ),
		'TextMax16Type'                            => array( 'max' => 16 ),
		'TextMax18Type'                            => array( 'max' => 18 ),
		'TextMax20Type'                            => array( 'max' => 20 ),
		'TextMax30Type'                            => array( 'max' => 30 ),
		'TextMax50Type'                            => array( 'max' => 50 ),
		'TextMax60Type'                            => array( 'max' => 60 ),
		'TextMax64Type'                            => array( 'max' => 64 ),
		'TextMax100Type'                           => array( 'max' => 100 ),
		'TextMax120Type'                           => array( 'max' => 120 ),
		'TextMax500Type'                           => array( 'max' => 500 ),
		'ClaveTipoFacturaType'                     => array( 'enum' => array( 'F1', 'F2', 'R1', 'R2', 'R3', 'R4', 'R5', 'F3' ) ),
		'ClaveTipoRectificativaType'               => array( 'enum' => array( 'S', 'I' ) ),
		'SubsanacionType'                          => self::YES_NO,
		'RechazoPrevioType'                        => array( 'enum' => array( 'N', 'S', 'X' ) ),
		'RechazoPrevioAnulacionType'               => self::YES_NO,
		'SinRegistroPrevioType'                    => self::YES_NO,
		'GeneradoPorType'                          => array( 'enum' => array( 'E', 'D', 'T' ) ),
		'PrimerRegistroCadenaType'                 => array( 'enum' => array( 'S' ) ),
		'SiNoType'                                 => self::YES_NO,
		'SimplificadaCualificadaType'              => self::YES_NO,
		'CompletaSinDestinatarioType'              => self::YES_NO,
		'MacrodatoType'                            => self::YES_NO,
		'CuponType'                                => self::YES_NO,
		'IncidenciaType'                           => self::YES_NO,
		'FinRequerimientoType'                     => self::YES_NO,
		'TercerosODestinatarioType'                => array( 'enum' => array( 'D', 'T' ) ),
		'TipoHuellaType'                           => array( 'enum' => array( '01' ) ),
		'IdOperacionesTrascendenciaTributariaType' => array( 'enum' => array( '01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '14', '15', '17', '18', '19', '20' ) ),
		'CalificacionOperacionType'                => array( 'enum' => array( 'S1', 'S2', 'N1', 'N2' ) ),
		'OperacionExentaType'                      => array( 'enum' => array( 'E1', 'E2', 'E3', 'E4', 'E5', 'E6' ) ),
		'ImpuestoType'                             => array( 'enum' => array( '01', '02', '03', '05' ) ),
		'PersonaFisicaJuridicaIDTypeType'          => array( 'enum' => array( '02', '03', '04', '05', '06', '07' ) ),
	);

	/**
	 * The element names a complex type's sequence allows, with their types, in order.
	 *
	 * @since 0.7.0
	 *
	 * @param string $type A key of COMPLEX.
	 * @return array<string,string>
	 */
	public static function children( string $type ): array {
		$children = array();
		foreach ( self::COMPLEX[ $type ] as $particle ) {
			$children += self::CHOICE === $particle[0] ? $particle[1] : array( $particle[0] => $particle[1] );
		}
		return $children;
	}

	/**
	 * Whether a type is complex (has child elements).
	 *
	 * @since 0.7.0
	 *
	 * @param string $type Type name.
	 */
	public static function is_complex( string $type ): bool {
		return isset( self::COMPLEX[ $type ] );
	}
}
