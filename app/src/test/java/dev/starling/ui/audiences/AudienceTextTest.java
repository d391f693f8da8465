package dev.starling.ui.audiences;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.api.ads.AdAccount;
import dev.starling.core.api.ads.CustomAudience;
import dev.starling.ui.common.LocalFormat;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.List;
import org.junit.jupiter.api.Test;

class AudienceTextTest {

    private static CustomAudience audience(String level, Boolean owner) {
        return new CustomAudience("1nmti", "Newsletter", null, "CRM", true, List.of(), level, null, owner, 10,
                null, null, false);
    }

    @Test
    void anAccountWithoutBusinessOrCurrencyReadsUnknownNeverBlank() {
        Instant switched = LocalDate.of(2016, 7, 21).atTime(12, 0).atZone(ZoneId.systemDefault()).toInstant();
        AdAccount sparse = new AdAccount("18ce54d4x5t", "Untitled account", null, "", "America/Los_Angeles", null,
                "ACCEPTED", switched);

        assertThat(AudienceText.accountDetails(sparse)).isEqualTo("Business: unknown \u00b7 Currency: unknown \u00b7 "
                + "Time zone: America/Los_Angeles (changed " + LocalFormat.forUser().date(switched) + ") \u00b7 Approval: ACCEPTED");
        assertThat(AudienceText.accountDetails(new AdAccount("5gvk9h", null, null, null, null, null)))
                .isEqualTo("Business: unknown \u00b7 Currency: unknown \u00b7 Time zone: unknown \u00b7 Approval: unknown");
    }

    @Test
    void accessSaysWhatIsKnownAndWhatIsNot() {
        assertThat(AudienceText.access(audience(null, true))).isEqualTo("Owner");
        assertThat(AudienceText.access(audience("READ_ONLY", false))).isEqualTo("Shared \u00b7 Can view");
        assertThat(AudienceText.access(audience("READ_WRITE", false))).isEqualTo("Shared \u00b7 Can edit");
        assertThat(AudienceText.access(audience(null, false))).isEqualTo("Shared \u00b7 permission unknown");
        assertThat(AudienceText.access(audience(null, null))).isEqualTo("Owner unknown \u00b7 permission unknown");
    }
}
