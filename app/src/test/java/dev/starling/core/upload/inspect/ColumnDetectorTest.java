package dev.starling.core.upload.inspect;

import static org.assertj.core.api.InstanceOfAssertFactories.STRING;
import dev.starling.testing.Words;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import dev.starling.core.upload.common.ColumnMapping;
import dev.starling.core.upload.common.IdentifierType;
import dev.starling.core.upload.SourceFiles;
import dev.starling.core.upload.read.SourceProfile;
import dev.starling.core.upload.common.UploadException;

class ColumnDetectorTest {

    @TempDir
    Path dir;

    private ColumnMapping detect(String content) throws Exception {
        SourceProfile profile = SourceInspector.inspect(SourceFiles.write(dir, "in.csv", content));
        List<List<String>> sample = SourceFiles.readAll(profile).stream().map(row -> List.of(row.fields()))
                .collect(Collectors.toList());
        return ColumnDetector.detect(profile, sample);
    }

    @Test
    void headerNamesMapToTypesButCustomerIdsAreNeverSentUnasked() throws Exception {
        ColumnMapping mapping = detect("Name,E-mail,Mobile,Twitter,X_ID,MAID,CRM ID\n"
                + "Jane,a@x.com,2025550143,jack,12,4b61639e-47cc-4056-a16a-c8217e029462,c1\n");
        assertThat(mapping.describe())
                .isEqualTo("email=2,phone_number=3,handle=4,service_id=5,device_id=6");
    }

    @Test
    void aFileOfOnlyCustomerIdsAsksTheUserToMapThemAndSaysWhy() {
        assertThatThrownBy(() -> detect("customer_id\nC-1001\nC-1002\n"))
                .isInstanceOf(UploadException.class)
                .extracting(Words::of, STRING).contains("Column 1 (customer_id) looks like your own customer ids")
                .contains("--column partner_user_id=1");
    }

    @Test
    void withoutHeaderValuesDecide() throws Exception {
        ColumnMapping mapping = detect("Jane Doe,a@x.com,+1 202 555 0143,@jack\nJohn Roe,b@x.com,(202) 555-0187,@ev\n");
        assertThat(mapping.describe()).isEqualTo("email=2,phone_number=3,handle=4");
    }

    @Test
    void unknownHeaderOverDataIsStillAHeader() throws Exception {
        SourceProfile profile = SourceInspector.inspect(SourceFiles.write(dir, "h.csv", "contact;who\na@x.com;x\n"));
        assertThat(profile.header()).containsExactly("contact", "who");
        SourceProfile noHeader = SourceInspector.inspect(SourceFiles.write(dir, "n.csv", "a@x.com;x\nb@x.com;y\n"));
        assertThat(noHeader.hasHeader()).isFalse();
    }

    @Test
    void userOverridesAreOneBasedTypeToColumn() {
        ColumnMapping mapping = ColumnMapping.parse(List.of("email=2", "phone=1"));
        assertThat(mapping.columns()).containsExactly(new ColumnMapping.Column(1, IdentifierType.EMAIL),
                new ColumnMapping.Column(0, IdentifierType.PHONE_NUMBER));
        assertThatThrownBy(() -> ColumnMapping.parse(List.of("email=0"))).extracting(Words::of, STRING).contains("number from 1");
        assertThatThrownBy(() -> ColumnMapping.parse(List.of("fax=1"))).extracting(Words::of, STRING).contains("unknown identifier type");
        assertThatThrownBy(() -> mapping.validateAgainst(1)).extracting(Words::of, STRING).isEqualTo("Column 2 (email) does not exist: the file has 1 column.");
    }

    @Test
    void undetectableColumnsAskForAMapping() {
        assertThatThrownBy(() -> detect("foo,bar\nbaz,qux\n")).isInstanceOf(UploadException.class)
                .extracting(Words::of, STRING).contains("--column email=1");
    }

    @Test
    void numbersAreXUserIdsOnlyWhenTheHeaderSaysSo() throws Exception {
        assertThatThrownBy(() -> detect("foo,bar\n1,2\n3,4\n")).isInstanceOf(UploadException.class)
                .extracting(Words::of, STRING).contains("Column 1 holds numbers").contains("--column service_id=1");
        assertThatThrownBy(() -> detect("1001\n1002\n")).isInstanceOf(UploadException.class)
                .extracting(Words::of, STRING).contains("--column service_id=1");
        assertThat(detect("order,email\n1001,a@x.com\n1002,b@x.com\n").describe()).isEqualTo("email=2");
        assertThat(detect("user_id\n12345\n67890\n").describe()).isEqualTo("service_id=1");
    }
}
