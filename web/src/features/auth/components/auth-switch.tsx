import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { Link as RouterLink, useLocation } from "react-router-dom";

/** The footer line linking login and signup to each other; the origin to return to goes along. */
export function AuthSwitch({ prompt, to, label }: { prompt: string; to: string; label: string }) {
  const location = useLocation();
  return (
    <Typography>
      {prompt}{" "}
      <Link component={RouterLink} to={to} state={location.state} sx={{ fontWeight: 700 }}>
        {label}
      </Link>
    </Typography>
  );
}
