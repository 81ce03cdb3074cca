-- Runsheet close (issue 18): wrong OTPs per drop point, so OTP validation can stop after OTP_MAX_ATTEMPTS.
ALTER TABLE "drop_points" ADD COLUMN "otp_attempts" integer DEFAULT 0 NOT NULL;