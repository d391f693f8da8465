package dev.starling.core.upload.inspect;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The inspector's one pass over each read says what its two separate byte checks say, whatever the bytes. */
class OnePassByteChecksTest {

    @Test
    void asciiAndPlainInOnePassAgreeWithEachCheckAlone() {
        Random random = new Random(26);
        byte[] alphabet = {'a', '"', 0, 1, 2, '!', '#', (byte) 0x80, (byte) 0xA2, (byte) 0xC3, (byte) 0xFF, 0x7F, '\n'};
        int plainSeen = 0;
        for (int i = 0; i < 200_000; i++) {
            byte[] bytes = new byte[random.nextInt(80)];
            int odd = random.nextInt(4);
            for (int b = 0; b < bytes.length; b++) {
                bytes[b] = random.nextInt(40) < odd ? alphabet[random.nextInt(alphabet.length)] : (byte) 'x';
            }
            int length = bytes.length == 0 ? 0 : random.nextInt(bytes.length + 1);
            int kind = SourceInspector.asciiAndPlain(bytes, length);
            boolean ascii = SourceInspector.isAscii(bytes, length);
            assertThat((kind & SourceInspector.ASCII) != 0).as("ascii of %d bytes", length).isEqualTo(ascii);
            if (ascii) {
                boolean plain = SourceInspector.isPlain(bytes, length);
                assertThat((kind & SourceInspector.PLAIN) != 0).as("plain of %d bytes", length).isEqualTo(plain);
                plainSeen += plain ? 1 : 0;
            }
        }
        assertThat(plainSeen).isPositive();
    }
}
