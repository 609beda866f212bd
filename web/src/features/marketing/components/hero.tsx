import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useEffect, useRef, useState } from "react";
import { afterPageLoad } from "../../../lib/after-page-load";
import { useReducedMotion } from "./use-reduced-motion";

const HERO_VIDEO = "/media/hero.mp4";
const HERO_POSTER = "/media/hero-poster.jpg";

const sloganLines = [
  "Sometimes your house needs surgery.",
  "Every surgery needs a perfect plan.",
  "Every perfect plan needs perfect tools.",
];

/**
 * Home hero: a full-screen, looping, muted video; the poster alone when motion is reduced. The
 * poster is the page's largest paint; the video (240 kB, and decoding it keeps the main thread
 * busy) starts once the page has loaded and gone idle, so it never competes with the page's code.
 */
export function Hero() {
  const reducedMotion = useReducedMotion();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => (reducedMotion ? undefined : afterPageLoad(() => setPlaying(true))), [reducedMotion]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !playing) return;
    // React sets `muted` as a property only; browsers allow autoplay once it is muted.
    video.muted = true;
    video.load();
    void video.play().catch(() => undefined);
  }, [playing]);

  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        position: "relative",
        minHeight: { xs: "calc(100svh - 59px)", sm: "calc(100svh - 67px)" },
        display: "flex",
        alignItems: "center",
        overflow: "hidden",
        bgcolor: "#1B1F23",
        color: "#fff",
      }}
    >
      {reducedMotion ? (
        <Box component="img" src={HERO_POSTER} alt="" sx={mediaSx} />
      ) : (
        <Box
          component="video"
          ref={videoRef}
          muted
          loop
          playsInline
          preload="none"
          poster={HERO_POSTER}
          aria-hidden="true"
          tabIndex={-1}
          sx={mediaSx}
        >
          {playing && <source src={HERO_VIDEO} type="video/mp4" />}
        </Box>
      )}
      <Box
        aria-hidden="true"
        sx={{
          position: "absolute",
          inset: 0,
          background:
            "linear-gradient(90deg, rgba(15,17,20,0.88) 0%, rgba(15,17,20,0.6) 55%, rgba(15,17,20,0.25) 100%)",
        }}
      />
      <Box sx={{ position: "relative", maxWidth: 1240, width: "100%", mx: "auto", px: { xs: 2.5, sm: 4 }, py: 8 }}>
        <Typography
          sx={{ color: "#FF8A1F", fontWeight: 800, letterSpacing: "0.18em", textTransform: "uppercase", mb: 2 }}
        >
          Home Tools workshop
        </Typography>
        <Typography
          id="hero-title"
          variant="h1"
          sx={{ fontSize: { xs: "2.1rem", sm: "2.6rem", md: "3rem", lg: "3.3rem" }, lineHeight: 1.12, maxWidth: 1100 }}
        >
          {sloganLines.map((line, index) => (
            <Box component="span" key={line} sx={{ display: "block", color: index === 2 ? "#FF8A1F" : "inherit" }}>
              {line}
            </Box>
          ))}
        </Typography>
        <Typography sx={{ mt: 3, maxWidth: 560, fontSize: "1.125rem", color: "#E5E7EB" }}>
          Hand-picked hammers, drills, saws and measuring tools for homeowners who fix things properly.
        </Typography>
        <Button
          href="#tools"
          variant="contained"
          size="large"
          sx={{
            mt: 4,
            bgcolor: "#FF8A1F",
            color: "#1B1F23",
            px: 4,
            py: 1.5,
            "&:hover": { bgcolor: "#FFA54F" },
            "&:focus-visible": { outline: "3px solid #fff", outlineOffset: 3 },
          }}
        >
          Shop our tools
        </Button>
      </Box>
    </Box>
  );
}

const mediaSx = {
  position: "absolute",
  inset: 0,
  width: "100%",
  height: "100%",
  objectFit: "cover",
} as const;
