import { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages';

/** Tote string: TT000 + one letter + 4 digits, or CT + 2 letters + 3 digits, or CT + 4 letters + 3 digits (spec 001 §5). */
export const TOTE_STRING_PATTERN = /^(?:TT000[A-Z]\d{4}|CT[A-Z]{2}\d{3}|CT[A-Z]{4}\d{3})$/;
/**
 * Shipment string: 18 characters, starts SGH or SGE, characters 15 to 17 are digits, ends S or M (spec 001 §5).
 * Characters 4 to 14 are alphanumeric because scans are normalised before they are checked.
 */
export const SHIPMENT_STRING_PATTERN = /^SG[HE][A-Z0-9]{11}\d{3}[SM]$/;
/**
 * Permanent tote (asset code), e.g. TT000A001 (spec 001 §5, Troubleshoot Issues). The spec gives only the example,
 * so the pattern is the example's shape: TT000 + one letter + 3 digits.
 */
export const PERMANENT_TOTE_PATTERN = /^TT000[A-Z]\d{3}$/;
/** Indian mobile number: 10 digits starting 6 to 9. */
export const INDIAN_PHONE_PATTERN = /^[6-9]\d{9}$/;
/** PAN: 5 letters + 4 digits + 1 letter. */
export const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;
/** Field executive id: FE- plus a unique identifier. */
export const FE_ID_PATTERN = /^FE-[A-Za-z0-9][A-Za-z0-9-]*$/;
/** Vehicle number minimum length (spec 001 §9). */
export const VEHICLE_NUMBER_MIN_LENGTH = 8;

/** True for a valid tote string. */
export const isToteString = (value: string) => TOTE_STRING_PATTERN.test(value);
/** True for a valid shipment string. */
export const isShipmentString = (value: string) => SHIPMENT_STRING_PATTERN.test(value);
/** True for a permanent tote (asset code). */
export const isPermanentTote = (value: string) => PERMANENT_TOTE_PATTERN.test(value);

/** Tote id as a troubleshoot scan accepts it. */
export const toteStringSchema = z.string().trim().regex(TOTE_STRING_PATTERN, VALIDATION_MESSAGES.tote);
/** Shipment id (18 characters). */
export const shipmentStringSchema = z.string().trim().regex(SHIPMENT_STRING_PATTERN, VALIDATION_MESSAGES.shipment);
/** Asset code of a permanent tote; refusal text "Invalid asset code, example asset - TT000A001". */
export const permanentToteSchema = z.string().trim().toUpperCase().regex(PERMANENT_TOTE_PATTERN, VALIDATION_MESSAGES.permanentTote);
/** Indian phone number; refusal text "Enter valid Indian phone number". */
export const indianPhoneSchema = z.string().trim().regex(INDIAN_PHONE_PATTERN, VALIDATION_MESSAGES.phone);
/** PAN (uppercased first); refusal text "Enter valid PAN number". */
export const panSchema = z.string().trim().toUpperCase().regex(PAN_PATTERN, VALIDATION_MESSAGES.pan);
/** Field executive id (FE-...). */
export const feIdSchema = z.string().trim().regex(FE_ID_PATTERN, VALIDATION_MESSAGES.feId);
/** Vehicle number: uppercased, at least 8 characters (spec 001 §5, vehicle details dialog). */
export const vehicleNumberSchema = z.string().trim().toUpperCase().min(VEHICLE_NUMBER_MIN_LENGTH, VALIDATION_MESSAGES.vehicleNumber);
