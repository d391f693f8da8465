package dev.starling.sandbox.v2;

/**
 * The region of {@code point_radius:[lon lat radius]} or {@code bounding_box:[west south east
 * north]}, checked with X's rules (decimal degrees, longitude within 180 and latitude within 90,
 * a radius or a box side under 25 miles). A tagged place matches when its bounding box lies wholly
 * inside the region, as X matches place polygons.
 */
sealed interface GeoArea {

    double EARTH_KM = 6371.0088;
    double MAX_KM = 25 * 1.609344;

    /** Whether the box {west, south, east, north} lies wholly inside this region. */
    boolean contains(double[] box);

    record Circle(double lon, double lat, double radiusKm) implements GeoArea {
        @Override
        public boolean contains(double[] box) {
            return distanceKm(lon, lat, box[0], box[1]) <= radiusKm && distanceKm(lon, lat, box[0], box[3]) <= radiusKm
                    && distanceKm(lon, lat, box[2], box[1]) <= radiusKm && distanceKm(lon, lat, box[2], box[3]) <= radiusKm;
        }
    }

    record Box(double west, double south, double east, double north) implements GeoArea {
        @Override
        public boolean contains(double[] box) {
            return box[0] >= west && box[1] >= south && box[2] <= east && box[3] <= north;
        }
    }

    /** {@code lon lat radius} with the radius in {@code km} or {@code mi}; the problem in words otherwise. */
    static GeoArea circle(String value) throws IllegalArgumentException {
        String[] parts = value.trim().split("\\s+");
        if (parts.length != 3 || !parts[2].matches("(?i)[0-9.]+(km|mi)")) {
            throw new IllegalArgumentException("point_radius takes [longitude latitude radius], the radius in km or mi,"
                    + " e.g. point_radius:[2.355128 48.861118 16km]");
        }
        double lon = degrees(parts[0], 180, "longitude");
        double lat = degrees(parts[1], 90, "latitude");
        String radius = parts[2].toLowerCase(java.util.Locale.ROOT);
        double amount = number(radius.substring(0, radius.length() - 2), "radius");
        double km = radius.endsWith("mi") ? amount * 1.609344 : amount;
        if (km <= 0 || km >= MAX_KM) {
            throw new IllegalArgumentException("the radius of point_radius must be more than 0 and less than 25mi");
        }
        return new Circle(lon, lat, km);
    }

    /** {@code west south east north} in decimal degrees; the problem in words otherwise. */
    static GeoArea box(String value) throws IllegalArgumentException {
        String[] parts = value.trim().split("\\s+");
        if (parts.length != 4) {
            throw new IllegalArgumentException("bounding_box takes [west_long south_lat east_long north_lat], e.g."
                    + " bounding_box:[-105.301758 39.964069 -105.178505 40.09455]");
        }
        double west = degrees(parts[0], 180, "longitude");
        double south = degrees(parts[1], 90, "latitude");
        double east = degrees(parts[2], 180, "longitude");
        double north = degrees(parts[3], 90, "latitude");
        if (west >= east || south >= north) {
            throw new IllegalArgumentException("bounding_box needs its south-west corner first, then its north-east one");
        }
        double middle = (south + north) / 2;
        if (distanceKm(west, middle, east, middle) >= MAX_KM || distanceKm(west, south, west, north) >= MAX_KM) {
            throw new IllegalArgumentException("the width and height of bounding_box must be less than 25mi");
        }
        return new Box(west, south, east, north);
    }

    private static double degrees(String text, double limit, String what) {
        double value = number(text, what);
        if (Math.abs(value) > limit) {
            throw new IllegalArgumentException("the " + what + " " + text + " is not within " + (int) limit + " degrees");
        }
        return value;
    }

    private static double number(String text, String what) {
        try {
            return Double.parseDouble(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("the " + what + " " + text + " is not a decimal number");
        }
    }

    /** Great-circle distance (haversine). */
    static double distanceKm(double lon1, double lat1, double lon2, double lat2) {
        double dLat = Math.toRadians(lat2 - lat1);
        double dLon = Math.toRadians(lon2 - lon1);
        double a = Math.sin(dLat / 2) * Math.sin(dLat / 2) + Math.cos(Math.toRadians(lat1))
                * Math.cos(Math.toRadians(lat2)) * Math.sin(dLon / 2) * Math.sin(dLon / 2);
        return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(a)));
    }
}
