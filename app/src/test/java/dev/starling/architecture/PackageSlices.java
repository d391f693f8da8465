package dev.starling.architecture;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;

/**
 * Slices of one layer: each direct subpackage of {@code root} (with everything below it) is a
 * slice, and the classes right in {@code root} are a slice of their own, so a cycle between the
 * root package and a subpackage is seen too (ArchUnit's {@code matching("root.(*)..")} leaves the
 * root's classes out).
 */
final class PackageSlices implements SliceAssignment {

    private final String root;

    private PackageSlices(String root) {
        this.root = root;
    }

    static PackageSlices of(String root) {
        return new PackageSlices(root);
    }

    /** The slice {@code javaClass} belongs to, or null when it is outside {@code root}. */
    static String sliceOf(String root, JavaClass javaClass) {
        String name = javaClass.getPackageName();
        if (name.equals(root)) {
            return "(root)";
        }
        if (!name.startsWith(root + ".")) {
            return null;
        }
        String rest = name.substring(root.length() + 1);
        int dot = rest.indexOf('.');
        return dot < 0 ? rest : rest.substring(0, dot);
    }

    @Override
    public SliceIdentifier getIdentifierOf(JavaClass javaClass) {
        String slice = sliceOf(root, javaClass);
        return slice == null ? SliceIdentifier.ignore() : SliceIdentifier.of(root + "." + slice);
    }

    @Override
    public String getDescription() {
        return "packages of " + root + " (its own classes one slice, each subpackage one)";
    }
}
