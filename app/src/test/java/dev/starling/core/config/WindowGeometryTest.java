package dev.starling.core.config;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class WindowGeometryTest {

    @Test
    void roundTripsThroughItsStoredForm() {
        WindowGeometry geometry = new WindowGeometry(10.5, 20, 1024, 700, true);
        assertThat(WindowGeometry.decode(geometry.encode())).contains(geometry);
    }

    @Test
    void ignoresMalformedOrAbsurdStoredValues() {
        assertThat(WindowGeometry.decode(null)).isEmpty();
        assertThat(WindowGeometry.decode("garbage")).isEmpty();
        assertThat(WindowGeometry.decode("1,2,3,4")).isEmpty();
        assertThat(WindowGeometry.decode("0,0,NaN,800,false")).isEmpty();
        assertThat(WindowGeometry.decode("0,0,10,10,false")).as("smaller than the minimum").isEmpty();
        assertThat(WindowGeometry.decode("0,0,1e9,800,false")).isEmpty();
    }
}
