package dev.starling.testing;

import java.lang.management.ManagementFactory;
import javax.management.ObjectName;

/**
 * What the heap holds alive, from the JVM's class histogram of live objects (what
 * {@code jmap -histo:live} prints; taking it collects the heap first): how many objects in all, or of
 * one class. A young collection's pause grows with the count of live objects it copies, so tests
 * and measurements of what a prepared answer keeps count objects rather than time anything.
 */
public final class LiveObjects {

    private LiveObjects() {
    }

    /** The number of live objects in the heap. */
    public static long total() {
        return count("Total");
    }

    /** The number of live instances of a class, by its name as the histogram prints it; 0 when none. */
    public static long count(String className) {
        for (String line : histogram().split("\\R")) {
            String[] fields = line.trim().split("\\s+");
            if (fields.length >= 3 && fields[fields.length - 1].equals(className)) {
                return Long.parseLong(fields[fields.length - 3]);
            }
            if (className.equals("Total") && fields.length >= 3 && fields[0].equals("Total")) {
                return Long.parseLong(fields[1]);
            }
        }
        return 0;
    }

    private static String histogram() {
        try {
            return (String) ManagementFactory.getPlatformMBeanServer().invoke(
                    new ObjectName("com.sun.management:type=DiagnosticCommand"), "gcClassHistogram",
                    new Object[] {new String[0]}, new String[] {String[].class.getName()});
        } catch (javax.management.JMException unavailable) {
            throw new IllegalStateException("no class histogram in this JVM", unavailable);
        }
    }
}
