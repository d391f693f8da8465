package dev.starling.core.upload.normalize;

import static org.assertj.core.api.InstanceOfAssertFactories.STRING;
import dev.starling.testing.Words;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import dev.starling.core.text.BundleText;
import dev.starling.core.text.Messages;
import org.junit.jupiter.api.Test;
import dev.starling.core.upload.common.IdentifierType;

class IdentifierNormalizerTest {

    // Vectors from X's audience documentation (sha256 hex of the normalised value).
    private static final String ADSAPI = "49e0be2aeccfb51a8dee4c945c8a70a9ac500cf6f5cb08112575f74db9b1470d";
    private static final String SUPPORT_EMAIL = "6afb3b8ba60b4050a492472f3c82294dede1ecc6319a9c420f776fd3bca2a381";
    private static final String PHONE = "1fa6b8d986d9b9cd01bf36951815158bbde9f520c0567c835dfe34783d0a4231";

    private final IdentifierNormalizer normalizer = new IdentifierNormalizer("US");

    @Test
    void hashesMatchThePublishedVectors() {
        assertThat(Sha256Hex.hash("adsapi")).isEqualTo(ADSAPI);
        assertThat(Sha256Hex.hash("support@x.com")).isEqualTo(SUPPORT_EMAIL);
        assertThat(Sha256Hex.hash("+11234567890")).isEqualTo(PHONE);
    }

    @Test
    void emailIsTrimmedAndLowerCasedBeforeHashing() {
        Normalized email = normalizer.normalize(IdentifierType.EMAIL, "  Support@X.COM\t");
        assertThat(email.normalised()).isEqualTo("support@x.com");
        assertThat(email.sent()).isEqualTo(SUPPORT_EMAIL);
    }

    @Test
    void emailsThatCannotBeAddressesAreRejectedWithTheReason() {
        for (String notAnAddress : new String[] {"\"ann\"@example.com", "ann@example.com\"", "ann(work)@example.com",
                "(ann)@example.com", "ann@example.com)"}) {
            Normalized email = normalizer.normalize(IdentifierType.EMAIL, notAnAddress);
            assertThat(email.isAccepted()).as(notAnAddress).isFalse();
            assertThat(words(email.reason())).as(notAnAddress).isEqualTo("not an email address");
        }
        Normalized longLocalPart = normalizer.normalize(IdentifierType.EMAIL, "a".repeat(65) + "@example.com");
        assertThat(longLocalPart.isAccepted()).isFalse();
        assertThat(words(longLocalPart.reason())).isEqualTo("the part before @ is longer than 64 characters");
    }

    @Test
    void emailsNoMailServerTakesAreRejected() {
        for (String impossible : new String[] {"td.@x.com", ".td@x.com", "td..x@x.com", "td@x..com", "td@-x.com",
                "td@x-.com", "td@.x.com", "td@x.com.", "td@" + "d".repeat(300) + ".com", "td@" + "d".repeat(64) + ".com",
                "t\u00fc.@exampl\u00e9.com", "\u00fcser@exampl\u00e9..com", "td@" + "a.".repeat(130) + "com"}) {
            Normalized email = normalizer.normalize(IdentifierType.EMAIL, impossible);
            assertThat(email.isAccepted()).as(impossible).isFalse();
            assertThat(words(email.reason())).as(impossible).isEqualTo("not an email address");
            assertThat(AsciiEmail.normalise(impossible, new char[512], new byte[512])).as(impossible).isEqualTo(-1);
        }
        for (String possible : new String[] {"t.d@x.com", "td@x-y.com", "td@" + "d".repeat(63) + ".com", "a_b@x.co.uk",
                "\u00fcser@exampl\u00e9.com", "td@1.2.3.com"}) {
            assertThat(normalizer.normalize(IdentifierType.EMAIL, possible).isAccepted()).as(possible).isTrue();
        }
    }

    @Test
    void emailsAtTheLimitsOfTheRulesAreKept() {
        assertThat(normalizer.normalize(IdentifierType.EMAIL, "a".repeat(64) + "@example.com").isAccepted()).isTrue();
        assertThat(normalizer.normalize(IdentifierType.EMAIL, "o'brien@example.com").normalised()).isEqualTo("o'brien@example.com");
    }

    @Test
    void handleDropsTheAtSignAndIsLowerCased() {
        Normalized handle = normalizer.normalize(IdentifierType.HANDLE, " @AdsAPI ");
        assertThat(handle.normalised()).isEqualTo("adsapi");
        assertThat(handle.sent()).isEqualTo(ADSAPI);
    }

    @Test
    void phoneBecomesE164AndTheHashIncludesThePlus() {
        Normalized phone = normalizer.normalize(IdentifierType.PHONE_NUMBER, "(202) 555-0143");
        assertThat(phone.normalised()).isEqualTo("+12025550143");
        assertThat(phone.sent()).isEqualTo(independentSha256("+12025550143"));
    }

    @Test
    void phoneWithCountryCodeIgnoresTheDefaultRegion() {
        IdentifierNormalizer french = new IdentifierNormalizer("fr");
        assertThat(french.normalize(IdentifierType.PHONE_NUMBER, "+1 202-555-0143").normalised()).isEqualTo("+12025550143");
        assertThat(french.normalize(IdentifierType.PHONE_NUMBER, "06 12 34 56 78").normalised()).isEqualTo("+33612345678");
        assertThat(french.normalize(IdentifierType.PHONE_NUMBER, "0044 20 7946 0958").normalised()).isEqualTo("+442079460958");
    }

    @Test
    void theReferenceExamplePhoneNormalisesToTheReferenceHash() {
        // 123 is not an assigned US area code, but the number has a possible shape: it must not be lost.
        Normalized phone = normalizer.normalize(IdentifierType.PHONE_NUMBER, "+11234567890");
        assertThat(phone.isAccepted()).isTrue();
        assertThat(phone.normalised()).isEqualTo("+11234567890");
        assertThat(phone.sent()).isEqualTo(PHONE);
        assertThat(normalizer.normalize(IdentifierType.PHONE_NUMBER, "(123) 456-7890").sent()).isEqualTo(PHONE);
    }

    @Test
    void impossiblePhonesAreRejectedWithTheReason() {
        assertThat(words(normalizer.normalize(IdentifierType.PHONE_NUMBER, "12345").reason()))
                .isEqualTo("phone number too short for region US");
        assertThat(words(normalizer.normalize(IdentifierType.PHONE_NUMBER, "+1 202 555 01433333").reason()))
                .isEqualTo("phone number too long for region US");
        assertThat(words(normalizer.normalize(IdentifierType.PHONE_NUMBER, "+999 1234 5678").reason()))
                .isEqualTo("not a valid phone number for region US");
        assertThat(words(normalizer.normalize(IdentifierType.PHONE_NUMBER, "call me").reason()))
                .isEqualTo("not a valid phone number for region US");
        assertThat(words(new IdentifierNormalizer("GB").normalize(IdentifierType.PHONE_NUMBER, "55").reason()))
                .isEqualTo("phone number too short for region GB");
        assertThat(new IdentifierNormalizer("GB").normalize(IdentifierType.PHONE_NUMBER, "55").reason())
                .as("a key and the region, never the value").isEqualTo(BundleText.of("upload.reason.phone.tooShort", "GB"));
    }

    /** A reason as the preview grid, the command line and the rejection report word it. */
    private static String words(BundleText reason) {
        return Messages.text(reason);
    }

    @Test
    void unknownRegionIsRefused() {
        assertThatThrownBy(() -> new IdentifierNormalizer("XX")).extracting(Words::of, STRING).contains("unknown phone region");
    }

    @Test
    void alreadyHashedValuesPassThroughLowerCased() {
        Normalized email = normalizer.normalize(IdentifierType.EMAIL, SUPPORT_EMAIL.toUpperCase());
        assertThat(email.sent()).isEqualTo(SUPPORT_EMAIL);
        assertThat(normalizer.normalize(IdentifierType.PHONE_NUMBER, PHONE).sent()).isEqualTo(PHONE);
        assertThat(normalizer.normalize(IdentifierType.DEVICE_ID, ADSAPI).sent()).isEqualTo(ADSAPI);
    }

    @Test
    void emailsWithoutAtOrDomainAreRejected() {
        for (String bad : new String[] {"support", "support@x", "@x.com", "a@b@x.com", "support@x.", "sup port@x.com"}) {
            assertThat(words(normalizer.normalize(IdentifierType.EMAIL, bad).reason())).isEqualTo("not an email address");
        }
    }

    @Test
    void emptyValuesAreRejectedAsEmpty() {
        for (IdentifierType type : IdentifierType.values()) {
            assertThat(words(normalizer.normalize(type, "   ").reason())).isEqualTo("empty");
            assertThat(words(normalizer.normalize(type, null).reason())).isEqualTo("empty");
        }
    }

    @Test
    void handlesAreLimitedTo15LettersDigitsOrUnderscores() {
        assertThat(words(normalizer.normalize(IdentifierType.HANDLE, "@abcdefghijklmnop").reason()))
                .isEqualTo("handle longer than 15 characters");
        assertThat(normalizer.normalize(IdentifierType.HANDLE, "a-b").isAccepted()).isFalse();
        assertThat(normalizer.normalize(IdentifierType.HANDLE, "@Fifteen_Chars_1").normalised()).isEqualTo("fifteen_chars_1");
    }

    @Test
    void serviceIdIsAPlainPositiveInteger() {
        Normalized id = normalizer.normalize(IdentifierType.SERVICE_ID, " 143567 ");
        assertThat(id.normalised()).isEqualTo("143567");
        assertThat(id.sent()).isEqualTo(independentSha256("143567"));
        assertThat(normalizer.normalize(IdentifierType.SERVICE_ID, "0143567").normalised()).isEqualTo("143567");
        assertThat(normalizer.normalize(IdentifierType.SERVICE_ID, "14e3").isAccepted()).isFalse();
        assertThat(normalizer.normalize(IdentifierType.SERVICE_ID, "-5").isAccepted()).isFalse();
        assertThat(normalizer.normalize(IdentifierType.SERVICE_ID, "99999999999999999999").isAccepted()).isFalse();
    }

    @Test
    void deviceIdsFollowTheDashRules() {
        Normalized idfa = normalizer.normalize(IdentifierType.DEVICE_ID, "4B61639E-47CC-4056-A16A-C8217E029462");
        assertThat(idfa.normalised()).isEqualTo("4b61639e-47cc-4056-a16a-c8217e029462");
        assertThat(idfa.sent()).isEqualTo(independentSha256("4b61639e-47cc-4056-a16a-c8217e029462"));
        assertThat(normalizer.normalize(IdentifierType.DEVICE_ID, "9774 D56D 682E 549C").normalised())
                .isEqualTo("9774d56d682e549c");
        assertThat(normalizer.normalize(IdentifierType.DEVICE_ID, "not-a-device").isAccepted()).isFalse();
        assertThat(normalizer.normalize(IdentifierType.DEVICE_ID, "4b61639e47cc4056a16ac8217e029462").isAccepted()).isFalse();
    }

    @Test
    void partnerUserIdIsNeverHashed() {
        Normalized partner = normalizer.normalize(IdentifierType.PARTNER_USER_ID, " CRM-0042 ");
        assertThat(partner.sent()).isEqualTo("CRM-0042");
        assertThat(normalizer.normalize(IdentifierType.PARTNER_USER_ID, ADSAPI).sent()).isEqualTo(ADSAPI);
    }

    @Test
    void hashingIsIndependentOfTheThread() throws Exception {
        String[] fromOtherThread = new String[1];
        Thread thread = new Thread(() -> fromOtherThread[0] = Sha256Hex.hash("support@x.com"));
        thread.start();
        thread.join(5_000);
        assertThat(fromOtherThread[0]).isEqualTo(SUPPORT_EMAIL);
    }

    static String independentSha256(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void theAsciiEmailShortcutAcceptsExactlyWhatTheGeneralRuleAccepts() {
        String[] samples = {" Support@X.com ", "a@b.co", "support", "a@b@c.com", "@x.com", "x@.com", "x@y.", "x@y",
                "a,b@x.com", "a<b@x.com", "\u0001a@x.com", "a\tb@x.com", "\t a@x.com \n", "\u00e9t\u00e9@x.fr", "", "   ",
                "UPPER.CASE+tag@Sub.Example.COM", "a@b.c.d", "a.@b.c", "a@b..c"};
        for (String sample : samples) {
            byte[] fast = ReferenceAsciiEmail.of(sample);
            Normalized general = normalizer.normalize(IdentifierType.EMAIL, sample);
            if (fast != null) {
                assertThat(general.isAccepted()).isTrue();
                assertThat(new String(fast, StandardCharsets.UTF_8)).isEqualTo(general.normalised());
            }
        }
        assertThat(ReferenceAsciiEmail.of(" Support@X.com ")).isEqualTo("support@x.com".getBytes(StandardCharsets.UTF_8));
    }
}
