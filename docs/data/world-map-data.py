#!/usr/bin/env python3
"""Makes the keyword country map's two data files from published datasets (run once; the output is committed).

Inputs, from the npm registry (`npm pack world-atlas@2.0.2 i18n-iso-countries@7.14.0`, then untar each):
  world-atlas 2.0.2: Natural Earth 4.1.0 at 1:110m as TopoJSON (Natural Earth: public domain;
                     world-atlas: ISC licence, Michael Bostock): land-110m.json, countries-110m.json
  i18n-iso-countries 7.14.0: codes.json, ISO 3166-1 numeric to alpha-2 (MIT licence)
Outputs, into app/src/main/resources/dev/starling/core/keywords/:
  world-land.txt          one land ring a line: longitude latitude pairs, 0.01 degree
  country-centroids.csv   code,latitude,longitude: each country's centre, the area-weighted centroid
                          of its largest polygon (the mainland: the contiguous United States, metropolitan France)

Usage: world-map-data.py WORLD_ATLAS_DIR I18N_ISO_COUNTRIES_DIR OUT_DIR
"""
import json
import os
import sys


def decode_arcs(topology):
    scale = topology["transform"]["scale"]
    translate = topology["transform"]["translate"]
    arcs = []
    for arc in topology["arcs"]:
        x = y = 0
        points = []
        for dx, dy in arc:
            x += dx
            y += dy
            points.append((x * scale[0] + translate[0], y * scale[1] + translate[1]))
        arcs.append(points)
    return arcs


def ring(arcs, indexes):
    points = []
    for index in indexes:
        arc = arcs[index] if index >= 0 else list(reversed(arcs[~index]))
        points.extend(arc if not points else arc[1:])
    return points


def polygons(arcs, geometry):
    if geometry["type"] == "Polygon":
        return [[ring(arcs, r) for r in geometry["arcs"]]]
    if geometry["type"] == "MultiPolygon":
        return [[ring(arcs, r) for r in polygon] for polygon in geometry["arcs"]]
    return []


def area_and_centroid(points):
    area = cx = cy = 0.0
    for (x0, y0), (x1, y1) in zip(points, points[1:] + points[:1]):
        cross = x0 * y1 - x1 * y0
        area += cross
        cx += (x0 + x1) * cross
        cy += (y0 + y1) * cross
    area /= 2
    if area == 0:  # a sliver that collapsed at this scale
        return 0.0, points[0]
    return abs(area), (cx / (6 * area), cy / (6 * area))


def main(atlas, iso, out):
    land = json.load(open(os.path.join(atlas, "land-110m.json")))
    arcs = decode_arcs(land)
    lines = []
    for geometry in land["objects"]["land"]["geometries"]:
        for polygon in polygons(arcs, geometry):
            for points in polygon:
                kept = []
                for lon, lat in points:
                    pair = "%.2f %.2f" % (lon, lat)
                    if not kept or kept[-1] != pair:
                        kept.append(pair)
                if len(kept) >= 3:
                    lines.append(" ".join(kept))
    with open(os.path.join(out, "world-land.txt"), "w") as f:
        f.write("# Land of the world map, Natural Earth 1:110m (public domain) via world-atlas 2.0.2 (ISC);\n")
        f.write("# made by docs/data/world-map-data.py. One ring a line: longitude latitude pairs in degrees.\n")
        f.write("\n".join(lines) + "\n")

    alpha2 = {numeric: code for code, _, numeric, _ in json.load(open(os.path.join(iso, "codes.json")))}
    countries = json.load(open(os.path.join(atlas, "countries-110m.json")))
    arcs = decode_arcs(countries)
    rows = []
    for geometry in countries["objects"]["countries"]["geometries"]:
        code = alpha2.get(geometry.get("id"))
        outers = [polygon[0] for polygon in polygons(arcs, geometry)]
        if code is None or not outers:
            continue
        _, (lon, lat) = max((area_and_centroid(points) for points in outers), key=lambda found: found[0])
        rows.append("%s,%.2f,%.2f" % (code, lat, lon))
    with open(os.path.join(out, "country-centroids.csv"), "w") as f:
        f.write("# Country centres: the centroid of each country's largest polygon in Natural Earth 1:110m admin-0\n")
        f.write("# countries (public domain) via world-atlas 2.0.2 (ISC), codes by i18n-iso-countries 7.14.0 (MIT);\n")
        f.write("# made by docs/data/world-map-data.py. code,latitude,longitude\n")
        f.write("\n".join(sorted(rows)) + "\n")


if __name__ == "__main__":
    main(*sys.argv[1:4])
